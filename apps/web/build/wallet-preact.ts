import type { Plugin } from 'vite';

// The wallet's build runs its React code on Preact's compatibility layer (decision record 024).
const TO_PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

export function walletPreact(): Plugin {
  return {
    name: 'back-office:wallet-preact',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'wallet',
    async resolveId(source, importer, options) {
      const target = TO_PREACT[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
