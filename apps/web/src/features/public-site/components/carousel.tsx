import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useReducedMotion } from "./use-reduced-motion";

export type Slide = { id: string; content: ReactNode };

const advanceEveryMs = 6000;

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-700 " +
  "hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * A rotating set of slides (WAI-ARIA carousel pattern). It moves on its own only while nobody is
 * reading it: hovering or focusing it, the pause button and a reduced-motion setting all stop it.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation("public-site/landing");
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const slidesId = useId();
  const rotating = !reducedMotion && !paused && !hovered && !focused;
  const show = (index: number) => setCurrent((index + slides.length) % slides.length);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % slides.length), advanceEveryMs);
    return () => window.clearInterval(timer);
  }, [rotating, slides.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("landing.carousel.label")}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Announce a change only when the reader made it, never on every automatic turn. */}
      <div id={slidesId} aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel), not a form fieldset.
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t("landing.carousel.position", { number: index + 1, total: slides.length })}
            hidden={index !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        {!reducedMotion && (
          <button type="button" className={controlButton} onClick={() => setPaused(!paused)}>
            <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
            <span className="sr-only">{t(paused ? "landing.carousel.play" : "landing.carousel.pause")}</span>
          </button>
        )}
        <button type="button" className={controlButton} aria-controls={slidesId} onClick={() => show(current - 1)}>
          <span aria-hidden="true">←</span>
          <span className="sr-only">{t("landing.carousel.previous")}</span>
        </button>
        <ul className="flex items-center">
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-controls={slidesId}
                aria-current={index === current ? "true" : undefined}
                aria-label={t("landing.carousel.goTo", { number: index + 1 })}
                onClick={() => show(index)}
              >
                <span
                  className={`size-3 rounded-full border-2 border-brand-700 ${index === current ? "bg-brand-700" : "bg-white"}`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={controlButton} aria-controls={slidesId} onClick={() => show(current + 1)}>
          <span aria-hidden="true">→</span>
          <span className="sr-only">{t("landing.carousel.next")}</span>
        </button>
      </div>
    </section>
  );
}
