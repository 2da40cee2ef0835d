import { useEffect, useState } from 'react';
import { useFocus } from '../../../api/content/get-focus';
import { AdLink } from '../../../components/AdLink';
import styles from './HomeCarousel.module.css';

/** Spec section 9: carousels show 5 slides at 230 px high. */
const SLIDES = 5;
const AUTOPLAY_MS = 4000;

/**
 * The home carousel, written here rather than antd's (react-slick): its
 * hidden and cloned slides kept focusable links under aria-hidden, and its
 * dots were 16 x 3 px. Here the slides not shown are inert (not focusable,
 * not read), the dots are 24 px buttons, and autoplay pauses while the
 * pointer or the keyboard is on the carousel.
 */
export function HomeCarousel() {
  const { data: slides } = useFocus('home');
  const shown = (slides ?? []).slice(0, SLIDES);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = shown.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const active = count > 0 ? current % count : 0;
  return (
    <section
      className={styles.carousel}
      aria-label="首页轮播"
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {shown.map((slide, i) => (
        <div
          key={slide.id}
          className={i === active ? `${styles.slide} ${styles.active}` : styles.slide}
          aria-hidden={i === active ? undefined : true}
          inert={i !== active}
        >
          <AdLink url={slide.url} label={slide.title} className={styles.link}>
            <img
              src={slide.image}
              alt={slide.title}
              width={790}
              height={230}
              // The first picture is the page's largest: fetch it first, the rest when idle.
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
          </AdLink>
        </div>
      ))}
      {count > 1 && (
        <div className={styles.dots}>
          {shown.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={`第 ${i + 1} 张：${slide.title}`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
