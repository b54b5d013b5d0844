import type { CustomArrowProps } from 'react-slick';

/** The carousel's arrow, named 'Anterior' or 'Próximo': react-slick's and the first view's (CarouselPreview). */
export function CarouselArrow({
  direction,
  className,
  onClick,
}: CustomArrowProps & { direction: 'prev' | 'next' }) {
  return (
    <button
      type="button"
      className={`media-carousel__arrow media-carousel__arrow--${direction}`}
      aria-label={direction === 'prev' ? 'Anterior' : 'Próximo'}
      onClick={onClick}
      // Without `infinite`, react-slick marks the arrow at either end 'slick-disabled' and drops its handler.
      disabled={className?.includes('slick-disabled') ?? false}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
