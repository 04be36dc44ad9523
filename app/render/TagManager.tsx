/**
 * The tag manager, loaded at start (spec 002) when one is configured: its data layer begun with the start event, then
 * its script, without blocking the page. Both carry the response's nonce.
 */
export function TagManager({ src, nonce }: { src: string; nonce: string | undefined }) {
  return (
    <>
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" }}
      />
      <script async src={src} nonce={nonce} />
    </>
  );
}
