// Photo links (photo-tiles.tsx) open in a lightbox: a modal dialog with the photo at its own
// proportions; Esc or "Fechar" closes it and focus returns to the photo it came from, arrows move
// through the photos of the same list. Without this script each link opens the image.

function lightboxDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'lightbox';
  dialog.setAttribute('aria-label', 'Foto ampliada');
  dialog.innerHTML = `<div class="lightbox-frame"><img alt=""></div>
<button type="button" data-close aria-label="Fechar">×</button>
<button type="button" data-prev aria-label="Foto anterior">‹</button>
<button type="button" data-next aria-label="Próxima foto">›</button>`;
  document.body.append(dialog);
  return dialog;
}

export function enhanceLightbox(): void {
  const lists = document.querySelectorAll<HTMLElement>('.photo-tiles');
  if (lists.length === 0) return;
  const dialog = lightboxDialog();
  const image = dialog.querySelector('img') as HTMLImageElement;
  let links: HTMLAnchorElement[] = [];
  let index = 0;
  let opener: HTMLAnchorElement | null = null;

  const show = (next: number) => {
    index = (next + links.length) % links.length;
    image.src = links[index]?.href ?? '';
    const many = links.length > 1;
    for (const b of dialog.querySelectorAll<HTMLButtonElement>('[data-prev], [data-next]')) b.hidden = !many;
  };
  const move = (step: number) => show(index + step);

  for (const list of lists) {
    const own = [...list.querySelectorAll<HTMLAnchorElement>('a[data-lightbox]')];
    own.forEach((link, i) => {
      link.addEventListener('click', (event) => {
        event.preventDefault();
        links = own;
        opener = link;
        show(i);
        dialog.showModal();
        dialog.querySelector<HTMLButtonElement>('[data-close]')?.focus();
      });
    });
  }
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  dialog.querySelector('[data-prev]')?.addEventListener('click', () => move(-1));
  dialog.querySelector('[data-next]')?.addEventListener('click', () => move(1));
  // A tap on the dark area around the photo closes it, as on a phone's gallery.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog || (event.target as HTMLElement).classList.contains('lightbox-frame'))
      dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
  });
  dialog.addEventListener('close', () => opener?.focus());
}
