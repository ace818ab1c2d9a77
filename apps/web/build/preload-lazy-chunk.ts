import type { HtmlTagDescriptor, Plugin } from 'vite';

// Preloads from a page's HTML the lazily loaded chunk of the route that page shows first (the
// sign-in route in index.html, the wallet in wallet.html) and the chunks it imports, so that
// they download beside the entry instead of after it has run: one round trip less before the
// first screen. The import stays lazy, so a chunk that fails still shows the error screen.
export function preloadLazyChunk(page: string, module: string): Plugin {
  let base = '/';
  return {
    name: 'back-office:preload-lazy-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.filename.replaceAll('\\', '/').endsWith(`/${page}`)) return;
        const bundle = context.bundle;
        const route = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' &&
            output.facadeModuleId?.replaceAll('\\', '/').endsWith(module),
        );
        if (route?.type !== 'chunk') throw new Error(`${module} has no chunk`);
        // What the entry imports, Vite preloads already.
        const loaded = new Set<string>();
        const load = (file: string) => {
          const chunk = bundle[file];
          if (loaded.has(file) || chunk?.type !== 'chunk') return;
          loaded.add(file);
          chunk.imports.forEach(load);
        };
        if (context.chunk) load(context.chunk.fileName);
        return [route.fileName, ...route.imports]
          .filter((file) => !loaded.has(file))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
