import { landingRoute } from '../../landing-route';

const route = landingRoute('/landing/dental/dental-treatments');

export const generateMetadata = route.generateMetadata;
export default route.Page;
