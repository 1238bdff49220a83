/** Entry point: the app, with the real brain. */
import './styles.css';
import { boot } from './app/boot.ts';

await boot(document.getElementById('app')!, { base: new URL(import.meta.env.BASE_URL, location.href).href });
