import { useEffect, useRef, useState } from 'react';

export const COUNTER_DURATION_MS = 3000;

const counters = [
  { value: 33, suffix: 'K+', label: 'Reviews' },
  { value: 120, suffix: 'M+', label: 'Annual revenue' },
  { value: 1000, suffix: '+', label: 'Customers' },
];

/** Counts from 0 to `target` over 3 s once `start` is true (eased, one frame at a time). */
function useCountUp(target: number, start: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!start) return;
    let frame = 0;
    const begin = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - begin) / COUNTER_DURATION_MS);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, start]);
  return value;
}

function Counter({ value, suffix, label, start }: { value: number; suffix: string; label: string; start: boolean }) {
  const shown = useCountUp(value, start);
  return (
    <div className="card p-6 text-center">
      {/* Screen readers get the final figure once instead of every animation frame. */}
      <p className="text-4xl font-extrabold text-teal-800" aria-hidden="true">
        {shown}
        {suffix}
      </p>
      <p className="sr-only">
        {value}
        {suffix}
      </p>
      <p className="mt-1 font-medium text-slate-700">{label}</p>
    </div>
  );
}

export function BusinessSummary() {
  const section = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section ref={section} aria-labelledby="summary-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="summary-heading" className="mb-2 text-center text-3xl font-bold">
        Millions of business trust us
      </h2>
      <p className="mb-8 text-center text-slate-700">Try to understand users expectation</p>
      <div className="grid gap-6 sm:grid-cols-3">
        {counters.map((counter) => (
          <Counter key={counter.label} {...counter} start={visible} />
        ))}
      </div>
    </section>
  );
}
