import "server-only";
import { cache } from "react";
import { createClient } from "@/lib/supabase/server";

/**
 * The request's client and signed-in user, read once per request however many layouts and
 * pages ask (each getUser is a round trip to Auth).
 */
export const currentUser = cache(async () => {
  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  return { supabase, user };
});
