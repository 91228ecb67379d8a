-- Guest sites in search engines (issue 24): private (noindex) until the couple chooses "Aparecer em
-- buscadores (Google)"; a site with a password is never indexed whatever this says.
ALTER TABLE "weddings" ADD COLUMN "search_indexing" boolean DEFAULT false NOT NULL;
