import { describeEngine } from './journeys'

describeEngine('Firefox')
