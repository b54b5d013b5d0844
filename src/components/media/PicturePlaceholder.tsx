import './picturePlaceholder.css';

/**
 * Where an item without a picture would have one (a news item written without a main photo): the newsroom's mark on
 * a quiet ground, in the box the picture would take, so a card keeps its shape and never shows a broken image. Only
 * decoration: hidden from screen readers, which have the card's title.
 */
export function PicturePlaceholder({
  width,
  height,
  className,
}: {
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <span
      className={['picture-placeholder', className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${width} / ${height}` }}
      aria-hidden="true"
    >
      <svg className="picture-placeholder__mark" viewBox="0 0 40 40" focusable="false">
        <g fill="none" strokeLinecap="round">
          <circle cx="20" cy="20" r="18.5" stroke="currentColor" strokeWidth="2" />
          <path d="M11 29 20 10l9 19" stroke="currentColor" strokeWidth="2.75" strokeLinejoin="round" />
          <path d="M13.5 23.5q6.5-4.5 13 0" stroke="#f5a524" strokeWidth="2.5" />
        </g>
      </svg>
    </span>
  );
}
