import type { GalleryCategory } from '../../lib/contract/values'

/**
 * The demo gallery: pictures of the church's places, light and seasons (files in ./pictures,
 * painted by scripts/generateDemoPictures.ts), none pretending to be a photograph of people.
 */
export const demoGallery = [
  {
    picture: 'sanctuary-windows',
    category: 'worship',
    title: 'Sanctuary Light',
    alt: 'Morning light through arched windows falling across rows of empty wooden pews',
    description: 'Early light in the sanctuary before the 11:15 service.',
  },
  {
    picture: 'stained-glass',
    category: 'worship',
    title: 'The Rose Window',
    alt: 'A round stained-glass rose window glowing in gold, deep blue and crimson',
    description: 'The rose window above the choir loft, given by the charter members in 1963.',
  },
  {
    picture: 'chancel-cross',
    category: 'worship',
    title: 'The Chancel Cross',
    alt: 'A plain wooden cross on a warm chancel wall in soft window light',
    description: 'The cross our deacons built from the oak of the first sanctuary’s pews.',
  },
  {
    picture: 'steeple-dusk',
    category: 'community',
    title: 'Camp Wisdom Road at Dusk',
    alt: 'A white church with a steeple and lit windows under a dusk sky between live oaks',
    description: 'Lights on for Wednesday night prayer.',
  },
  {
    picture: 'thanksgiving-tables',
    category: 'community',
    title: 'Thanksgiving Tables',
    alt: 'Long tables from above set with plates, napkins, pies and gourds for Thanksgiving',
    description: 'Set for three hundred neighbors at the community Thanksgiving dinner.',
  },
  {
    picture: 'campfire',
    category: 'youth',
    title: 'Youth Camp',
    alt: 'A campfire under the stars, sparks rising above a line of pines',
    description: 'The last night of summer camp at Lake Texoma.',
  },
  {
    picture: 'basketball-court',
    category: 'youth',
    title: 'Friday Night Court',
    alt: 'A gym basketball court from above with a burgundy key and a basketball',
    description: 'The family life center, ready for Friday night basketball.',
  },
  {
    picture: 'pantry-shelves',
    category: 'youth',
    title: 'Pantry Shelves',
    alt: 'Food pantry shelves stocked with rows of cans, jars and boxes',
    description: 'Shelves our students stocked for the Saturday food pantry.',
  },
  {
    picture: 'fellowship-hall',
    category: 'fellowship',
    title: 'Fellowship Hall',
    alt: 'Fellowship Hall with string lights over round tables in cream cloths',
    description: 'Fellowship Hall set for the Sunday lunch after baptisms.',
  },
  {
    picture: 'quilt',
    category: 'fellowship',
    title: 'The Senior Saints’ Quilt',
    alt: 'A patchwork quilt of stars, pinwheels and triangles in navy, burgundy and gold',
    description: 'Pieced by the Senior Saints over a winter of Tuesday mornings.',
  },
  {
    picture: 'fall-festival',
    category: 'events',
    title: 'Fall Festival',
    alt: 'Pumpkins on stacked hay bales under an autumn sky with a line of bunting',
    description: 'Ready for the Fall Festival and Trunk-or-Treat on the church lawn.',
  },
  {
    picture: 'christmas-candles',
    category: 'events',
    title: 'Christmas Eve',
    alt: 'Pillar candles lit among evergreen sprigs, with soft candlelight glowing behind',
    description: 'Candles for the Christmas Eve candlelight service.',
  },
] as const satisfies readonly {
  picture: string
  category: GalleryCategory
  title: string
  alt: string
  description: string
}[]
