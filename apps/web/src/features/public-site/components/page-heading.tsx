/** The h1 and lead paragraph that open every public page. */
export function PageHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl lg:text-5xl">{title}</h1>
      {lead && <p className="mt-4 text-lg text-gray-700">{lead}</p>}
    </header>
  );
}
