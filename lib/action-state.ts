/** What a form's server action answers: a sentence to show, and whether it worked. */
export interface ActionState {
  ok: boolean | null;
  message: string;
}
