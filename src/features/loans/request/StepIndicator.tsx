/** Where the user is among the wizard's steps: numbered, the current one marked for assistive technology too. */
export function StepIndicator({ step, labels }: { step: number; labels: readonly string[] }) {
  return (
    <ol className="loan-steps">
      {labels.map((label, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'next';
        return (
          <li
            key={label}
            className={`loan-steps__item loan-steps__item--${state}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="loan-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="loan-steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
