// Text a couple wrote, split into paragraphs for the guest site's sections and theme blocks.
/** Plain text with its line breaks, always as text (never HTML). */
export function Paragraphs({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return (
    <>
      {blocks.map((b, i) => (
        <p key={i} className="prose">
          {b.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
