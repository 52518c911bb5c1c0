import { describeEngine } from './journeys'

describeEngine('WebKit')
