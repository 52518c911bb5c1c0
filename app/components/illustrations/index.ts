import { ArboristIllustration } from './arborist'
import { CrewIllustration } from './crew'
import { EmergencyIllustration } from './emergency'
import { HeroIllustration } from './hero'
import { LandClearingIllustration } from './land-clearing'
import { StumpGrindingIllustration } from './stump-grinding'
import { TreeHealthIllustration } from './tree-health'
import { TreePlantingIllustration } from './tree-planting'
import { TreePruningIllustration } from './tree-pruning'
import { TreeRemovalIllustration } from './tree-removal'
import { TreeTrimmingIllustration } from './tree-trimming'

export const illustrations = {
  'tree-removal': TreeRemovalIllustration,
  'tree-trimming': TreeTrimmingIllustration,
  'tree-pruning': TreePruningIllustration,
  'stump-grinding': StumpGrindingIllustration,
  'tree-health': TreeHealthIllustration,
  'tree-planting': TreePlantingIllustration,
  arborist: ArboristIllustration,
  emergency: EmergencyIllustration,
  'land-clearing': LandClearingIllustration,
  crew: CrewIllustration,
  hero: HeroIllustration,
} as const
