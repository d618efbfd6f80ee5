interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
}

export function SectionHeading({ id, title, subtitle, eyebrow }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 section-title">
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg leading-8 text-muted">{subtitle}</p>}
    </div>
  );
}
