import { landingRoute } from '../../landing-route';

const route = landingRoute('/landing/oncology/oncology-treatments');

export const generateMetadata = route.generateMetadata;
export default route.Page;
