import type { LoaderFunctionArgs } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { faqGroups, type FaqGroup } from "~/faq";
import { t, type MessageKey } from "~/i18n/faq";
import { withOperator, type Operator } from "~/operator/route.server";

/** An unknown group is a page that does not exist. */
export const loader = withOperator(async ({ params }: LoaderFunctionArgs & { op: Operator }) => {
  if (!faqGroups.includes(params.group as FaqGroup)) throw new Response("Not found", { status: 404 });
  return null;
});

/** One FAQ group: its questions as headings with their answers. */
export default function FaqGroupPage() {
  const group = useParams().group as FaqGroup;
  return (
    <div className="faq">
      <h2>{t(`faq.group.${group}`)}</h2>
      {[1, 2, 3].map((n) => (
        <div key={n} className="faq-item">
          <h3>{t(`faq.${group}.q${n}` as MessageKey)}</h3>
          <p>{t(`faq.${group}.a${n}` as MessageKey)}</p>
        </div>
      ))}
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
