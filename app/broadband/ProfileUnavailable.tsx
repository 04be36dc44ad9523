import { errorOutcome, OutcomeDialog } from "~/components/outcome";

/**
 * A page that decides from the broadband profile's privileges, when the profile could not be read: its title, and
 * the operator's message (or the generic one) in the error dialog. Never "not eligible", and never an offer to buy
 * what the customer may already have.
 */
export function ProfileUnavailable({ title, message }: { title: string; message: string }) {
  return (
    <section className="card bb-service">
      <h2>{title}</h2>
      <OutcomeDialog outcome={errorOutcome(message)} />
    </section>
  );
}
