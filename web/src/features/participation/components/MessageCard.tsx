/** A centred notice of the participation page (ended, unknown link, thanks), without any UI library. */
export function MessageCard({ title, text }: { readonly title: string; readonly text: string }) {
  return (
    <section role="status" className="pp-participation-card">
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}
