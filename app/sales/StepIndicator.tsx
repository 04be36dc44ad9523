/** A wizard's numbered steps: those before the current one done, the current one marked for screen readers. */
export function StepIndicator({ label, steps, current }: { label: string; steps: string[]; current: number }) {
  return (
    <nav aria-label={label} className="sw-steps-nav">
      <ol className="sw-steps">
        {steps.map((name, i) => (
          <li
            key={name}
            className={i < current ? "sw-step sw-step-done" : i === current ? "sw-step sw-step-current" : "sw-step"}
            aria-current={i === current ? "step" : undefined}
          >
            <span className="sw-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span>{name}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
