/**
 * Property-listing websites whose addresses the legacy `listing_url` field accepts: the host
 * itself or any subdomain of it (www.zillow.com, m.trulia.com). Residential and rental portals,
 * commercial marketplaces and short-term-rental platforms that US owners and buyers link to.
 * Add a host here, nowhere else.
 */
export const LISTING_SITE_HOSTS: readonly string[] = [
  // Residential portals
  'zillow.com',
  'redfin.com',
  'realtor.com',
  'trulia.com',
  'homes.com',
  'movoto.com',
  'homesnap.com',
  'compass.com',
  'coldwellbankerhomes.com',
  'century21.com',
  'remax.com',
  'kw.com',
  'sothebysrealty.com',
  'bhhs.com',
  'har.com',
  'point2homes.com',
  'xome.com',
  'auction.com',
  'hotpads.com',
  'estately.com',
  'opendoor.com',
  'offerpad.com',
  // Rentals
  'apartments.com',
  'rent.com',
  'zumper.com',
  'apartmentlist.com',
  'forrent.com',
  'rentals.com',
  // Commercial
  'loopnet.com',
  'crexi.com',
  'showcase.com',
  'cityfeet.com',
  'commercialcafe.com',
  'costar.com',
  'officespace.com',
  'bizbuysell.com',
  'ten-x.com',
  'landwatch.com',
  'land.com',
  // Short-term rentals
  'airbnb.com',
  'vrbo.com',
  'booking.com',
];
