interface LabelledText {
  label: string;
  text: string;
  /** Greyed: the side that is not the change itself. */
  muted?: boolean;
}

/** Two texts under their labels, side by side from `sm` up: a change's before and after. */
export function TextPair({
  pair,
  className,
}: {
  pair: readonly [LabelledText, LabelledText];
  className: string;
}) {
  return (
    <dl className={`grid sm:grid-cols-2 ${className}`}>
      {pair.map(({ label, text, muted }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold text-muted">{label}</dt>
          <dd
            className={`break-words whitespace-pre-wrap ${muted ? "text-muted" : "text-foreground"}`}
          >
            {text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
