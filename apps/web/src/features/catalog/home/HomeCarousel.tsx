import { Carousel } from 'antd';
import { useFocus } from '../../../api/content/get-focus';
import { AdLink } from '../../../components/AdLink';
import styles from './HomeCarousel.module.css';

/** Spec section 9: carousels show 5 slides at 230 px high. */
const SLIDES = 5;

export function HomeCarousel() {
  const { data: slides } = useFocus('home');
  const shown = (slides ?? []).slice(0, SLIDES);
  return (
    <section className={styles.carousel} aria-label="首页轮播">
      {shown.length > 0 && (
        <Carousel autoplay autoplaySpeed={4000} draggable>
          {shown.map((slide) => (
            <div key={slide.id}>
              <AdLink url={slide.url} label={slide.title} className={styles.slide}>
                <img src={slide.image} alt={slide.title} />
              </AdLink>
            </div>
          ))}
        </Carousel>
      )}
    </section>
  );
}
