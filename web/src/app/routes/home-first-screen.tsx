import { Carousel, type Slide } from '../../components/carousel';
// The first slide is the page's largest paint: inlined as a data: URL (about 1 KB), so it paints
// with the prerendered HTML, without a request of its own; the others load from public/ later.
import firstSlide from '../assets/carousel-slide-1.svg?inline';

const slides: Slide[] = [
  { src: firstSlide, alt: 'Power drills lined up on a workshop bench', caption: 'Power tools for every production line' },
  { src: '/images/carousel/slide-2.svg', alt: 'Stacks of wrenches and spanners in many sizes', caption: 'Hand tools by the thousand' },
  { src: '/images/carousel/slide-3.svg', alt: 'Gears and bearings ready for assembly', caption: 'Spare parts, shipped fast' },
  { src: '/images/carousel/slide-4.svg', alt: 'A delivery truck loaded with boxed tools', caption: 'Bulk orders delivered to your door' },
  { src: '/images/carousel/slide-5.svg', alt: 'A factory floor with machines at work', caption: 'Trusted by manufacturers worldwide' },
];

/** The top of the home page, without data: also prerendered into index.html at build time (app/home-shell.tsx). */
export function HomeFirstScreen() {
  return (
    <>
      <h1 className="sr-only">Tools Storefront: tools and parts for manufacturers</h1>
      <Carousel slides={slides} />
    </>
  );
}
