// "Pular para o conteúdo": the first stop of the keyboard on the signed-in hosts, shown on focus,
// leading to the page's `<main id="conteudo">`.
export function SkipLink() {
  return (
    <a
      href="#conteudo"
      className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-dark shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Pular para o conteúdo
    </a>
  );
}
