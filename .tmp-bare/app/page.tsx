import { Counter, Echo, Toggle } from './widgets';
export default function Page() {
  return (<main><h1>Bare Next.js page</h1><p>Reference for the performance budget: a static page with three small client widgets.</p><Counter /><Toggle /><Echo /></main>);
}
