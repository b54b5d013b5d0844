/**
 * The line icons of the media actions (Ampliar, Baixar, Favoritar, the spec sheet), drawn inline so they cost no
 * request. Decorative: the button carries the name.
 */
function LineIcon({ path, size = 16 }: { path: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const EnlargeIcon = () => <LineIcon path="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />;

export const DownloadIcon = () => <LineIcon path="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14" />;

export const HeartIcon = () => (
  <LineIcon path="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
);

export const PdfIcon = () => (
  <LineIcon
    size={18}
    path="M6 2h8l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V8h4.5M12 11v6m-3-3 3 3 3-3"
  />
);
