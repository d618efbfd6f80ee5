/** The first stop for keyboard users: straight to the page's main content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-accent px-4 py-3 text-accent-contrast focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {label}
    </a>
  );
}
