import { icons } from '../ui/icons.ts';

/**
 * The one-line offer of the Spanish page (see LanguageSuggestion.astro), built only in browsers
 * whose first language is Spanish: everyone else downloads none of it, and the home page's HTML
 * stays inside its 14 KB budget. It floats (no layout shift), never redirects, and closing it
 * stores nothing.
 */
export function showLanguageOffer(): void {
  const path = location.pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  const offer = document.createElement('aside');
  offer.lang = 'es';
  offer.setAttribute('aria-label', 'Idioma');
  offer.dataset.chrome = '';
  // Plain styles, not utility classes: classes only this rare offer uses would otherwise be
  // inlined into every public page's CSS.
  offer.style.cssText =
    'position:fixed;z-index:40;left:1rem;right:5rem;bottom:5rem;max-width:28rem;display:flex;align-items:center;gap:.5rem;padding:.5rem .25rem .5rem 1rem;border:1px solid var(--color-border);border-radius:.75rem;background:#fff;font-size:.875rem;box-shadow:0 10px 15px -3px rgb(0 0 0/.1)';
  offer.innerHTML = `<p class="min-w-0 flex-1">¿Prefiere español? <a hreflang="es" class="font-semibold text-brand-700 underline">Lea esta página en español</a></p><button type="button" aria-label="Cerrar" class="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted"><svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" class="icon">${icons.close}</svg></button>`;
  offer.querySelector('a')!.href = `/es${path}`;
  offer.querySelector('button')!.addEventListener('click', () => offer.remove());
  document.body.append(offer);
}
