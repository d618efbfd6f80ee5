import type { ReactNode } from "react";
import { Particles } from "@/components/ui/particles";

interface CtaBannerProps {
  id: string;
  title: string;
  /** A sentence under the heading, if any. */
  text?: string;
  children: ReactNode;
}

/** The closing call to action used at the end of pages. */
export function CtaBanner({ id, title, text, children }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-800 to-slate-900 px-6 py-16 text-center shadow-2xl sm:px-16">
        <Particles count={30} />
        <h2 id={id} className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        {text && (
          <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-8 text-indigo-100">
            {text}
          </p>
        )}
        <div className="relative mt-8 flex justify-center">{children}</div>
      </div>
    </section>
  );
}
