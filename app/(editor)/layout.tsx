import { headers } from "next/headers";
import type { ReactNode } from "react";
import { EditorShell } from "@/components/admin/shell/editor-shell";
import { Document } from "@/components/layout/document";
import { rootMetadata, rootViewport } from "@/lib/root-metadata";
import { nonceOf } from "@/lib/security-headers";
import "./editor.css";
import { geistSans } from "./font";

export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

/**
 * Root layout of the editor pages. They are rendered per request under the proxy's nonce-based
 * policy, so the theme script carries this request's nonce, as Next's own scripts do.
 */
export default async function EditorLayout({ children }: { children: ReactNode }) {
  const nonce = nonceOf((await headers()).get("content-security-policy"));
  return (
    <Document fontClassName={geistSans.className} nonce={nonce}>
      <EditorShell>{children}</EditorShell>
    </Document>
  );
}
