export const INSTALL_HINT: string;
export function minimumMajor(range: string | undefined): number;
export function nodeProblem(found: string, range: string, hint?: string): string | null;
export function enginesOf(packageFile: string | URL): string;
