import { PAGE_COLUMN } from "./page-column";

interface ProofStripProps {
  label: string;
  figures: readonly { value: string; label: string }[];
}

/** A row of figures under the home hero: what the firm is, in numbers a visitor can check. */
export function ProofStrip({ label, figures }: ProofStripProps) {
  return (
    <section aria-label={label} className="border-y border-border bg-surface">
      <dl className={`${PAGE_COLUMN} grid grid-cols-2 gap-x-6 gap-y-8 py-10 lg:grid-cols-4`}>
        {figures.map((figure, i) => (
          <div key={i} className="proof-figure">
            <dt className="text-sm leading-5 text-muted">{figure.label}</dt>
            <dd className="section-title">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
