export default function Page() {
  return <h1 className="p-8 font-serif text-3xl">about-page</h1>;
}
