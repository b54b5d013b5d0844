import { checkSettings, type Settings } from './settingsRules';

/**
 * The settings of the environment this bundle was built for. vite.config.ts already refused to build with a bad
 * file, so a failure here means the bundle was built without our config (a test runner, say): fail loudly.
 */
function readSettings(): Settings {
  const check = checkSettings(import.meta.env as unknown as Record<string, string>);
  if (!check.ok) throw new Error(`Invalid settings:\n- ${check.problems.join('\n- ')}`);
  const { settings } = check;
  // '/' in the file: the site's public address is wherever this page was loaded from.
  return { ...settings, publicUrl: settings.publicUrl || window.location.origin };
}

export const config: Settings = readSettings();
