/**
 * The demo site's twelve pictures of church life, by file name: each a function that returns
 * the picture's SVG (1600×1067). Painted by scripts/generateDemoPictures.ts.
 */
import { campfire } from './campfire'
import { christmasCandles } from './candles'
import { chancelCross } from './cross'
import { steepleDusk } from './dusk'
import { fallFestival } from './festival'
import { fellowshipHall } from './hall'
import { basketballCourt, pantryShelves } from './ministry'
import { quilt } from './quilt'
import { sanctuaryWindows, stainedGlass } from './sanctuary'
import { thanksgivingTables } from './tables'

export interface DemoPicture {
  name: string
  draw: () => string
}

export const DEMO_PICTURES: DemoPicture[] = [
  { name: 'sanctuary-windows', draw: sanctuaryWindows },
  { name: 'stained-glass', draw: stainedGlass },
  { name: 'chancel-cross', draw: chancelCross },
  { name: 'steeple-dusk', draw: steepleDusk },
  { name: 'thanksgiving-tables', draw: thanksgivingTables },
  { name: 'campfire', draw: campfire },
  { name: 'basketball-court', draw: basketballCourt },
  { name: 'pantry-shelves', draw: pantryShelves },
  { name: 'fellowship-hall', draw: fellowshipHall },
  { name: 'quilt', draw: quilt },
  { name: 'fall-festival', draw: fallFestival },
  { name: 'christmas-candles', draw: christmasCandles },
]
