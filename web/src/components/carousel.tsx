import { useCallback, useEffect, useState } from 'react';

export interface Slide {
  src: string;
  alt: string;
  caption: string;
}

export const CAROUSEL_INTERVAL_MS = 2500;

/** A looping carousel: autoplay every 2.5 s (paused on hover, focus or by the Pause button), arrows and dots. */
export function Carousel({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  // The other slides' images only from the frame after the carousel mounts: the prerendered first
  // screen (and the app's first render) has the first image only, so the browser fetches nothing
  // but the page and its script before the largest paint.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setStarted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const count = slides.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  // Depending on `index` restarts the timer after a manual move, so a slide always gets 2.5 s.
  useEffect(() => {
    if (paused || hovered || count < 2) return;
    const timer = setTimeout(() => go(index + 1), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, hovered, count, go]);

  const current = slides[index];
  if (!current) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative overflow-hidden bg-slate-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="relative aspect-[4/3] max-h-[520px] w-full sm:aspect-[16/7]">
        {slides.map((slide, i) => (
          // A slide is a group (WAI-ARIA APG carousel); a <figure> with a caption allows no role.
          <div
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            className={`absolute inset-0 transition-opacity duration-700 ${i === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {/* The first slide is the page's largest paint: never lazy, at high priority, also in the prerendered HTML. */}
            {(i === 0 || started) && (
              <img
                src={slide.src}
                alt={slide.alt}
                className="h-full w-full object-cover"
                width={1600}
                height={700}
                {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            )}
            <p className="absolute bottom-10 left-4 right-4 rounded-lg bg-slate-950/70 px-4 py-2 text-center text-base font-semibold text-white sm:left-1/2 sm:right-auto sm:-translate-x-1/2 sm:text-xl">
              {slide.caption}
            </p>
          </div>
        ))}
      </div>
      <button type="button" aria-label="Previous slide" onClick={() => go(index - 1)} className="carousel-arrow left-2">
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" aria-label="Next slide" onClick={() => go(index + 1)} className="carousel-arrow right-2">
        <span aria-hidden="true">›</span>
      </button>
      <div className="absolute bottom-2 left-0 right-0 flex items-center justify-center gap-2">
        {slides.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
            className="flex h-6 w-6 items-center justify-center rounded-full"
          >
            <span aria-hidden="true" className={`h-3 w-3 rounded-full border-2 border-white ${i === index ? 'bg-white' : 'bg-white/20'}`} />
          </button>
        ))}
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="ml-3 min-h-6 rounded bg-slate-950/70 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {paused ? 'Play' : 'Pause'}
        </button>
      </div>
    </section>
  );
}
