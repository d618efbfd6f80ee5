/** What a form's server action answers: a sentence to show, and whether it worked. */
export interface ActionState {
  ok: boolean | null;
  message: string;
}

/**
 * What an action the database checked answers: `done` when it worked; the database's own words
 * when its refusal is one it explains (by SQLSTATE, its checks say what to do); `failed` for
 * anything else, whose words are not for editors.
 */
export function databaseAnswer(
  error: { code?: string; message: string } | null,
  done: string,
  explained: ReadonlySet<string>,
  failed: string,
): ActionState {
  if (!error) return { ok: true, message: done };
  return { ok: false, message: error.code && explained.has(error.code) ? error.message : failed };
}
