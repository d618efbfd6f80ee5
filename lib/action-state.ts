/** An action that did not do what was asked, with a sentence saying why. */
export interface ActionFailure {
  ok: false;
  message: string;
}

/**
 * What an action answers: done, with whatever it gives back, or a failure to show. A failure
 * the caller acts on (a conflict, a field to point at) says more than its message.
 */
export type ActionResult<
  Value extends object = object,
  Failure extends { ok: false } = ActionFailure,
> = ({ ok: true } & Value) | Failure;

/**
 * What a form's server action answers, as useActionState holds it: whether it worked, with a
 * sentence to show either way; `ok` is null before the form is first sent.
 */
export type ActionState = ActionResult<{ message: string }> | { ok: null; message: string };

/** A refusal as Supabase reports it: its SQLSTATE (or Auth's code), and its own words. */
export interface DatabaseError {
  code?: string;
  message: string;
}

/** Whether a request failed because the database could not be reached, not because it refused. */
export function isUnreachable(error: DatabaseError): boolean {
  return /fetch failed|network|ECONNREFUSED/i.test(error.message);
}

/**
 * How actions the database checks answer: `done` when it worked; the database's own words when
 * its refusal is one it explains (`explained`, by SQLSTATE: its checks say what to do); `failed`
 * for anything else, whose words are not for editors.
 */
export function databaseAnswers(explained: ReadonlySet<string>, failed: string) {
  return (error: DatabaseError | null, done: string): ActionState => {
    if (!error) return { ok: true, message: done };
    return { ok: false, message: error.code && explained.has(error.code) ? error.message : failed };
  };
}
