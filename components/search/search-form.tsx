import { SEARCH_PATH } from "@/lib/search/links";

interface SearchFormProps {
  /** The field's id, unique on its page. */
  id: string;
  label: string;
  button: string;
  /** The query searched, shown in the field to be changed. */
  query?: string;
  className?: string;
}

/**
 * The site search as a plain form: the browser sends it to /search?q=… by itself, so it works
 * without JavaScript and brings none.
 */
export function SearchForm({ id, label, button, query, className }: SearchFormProps) {
  return (
    <form role="search" method="get" action={SEARCH_PATH} className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          enterKeyHint="search"
          className="block min-h-11 w-full min-w-0 flex-1 rounded-full border border-input bg-background px-5 py-2.5 text-foreground placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-accent px-8 text-sm font-semibold text-accent-contrast hover:bg-accent-strong"
        >
          {button}
        </button>
      </div>
    </form>
  );
}
