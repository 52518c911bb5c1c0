import type { ServicePage } from './schemas'

/** The long copy of the nine service pages, read at build time by the service route's loader. */
export const servicePages = [
  {
    slug: 'tree-removal',
    illustration: 'tree-removal',
    intro: [
      'Sometimes a tree cannot be saved. It may be dead from emerald ash borer, hollow at the base, leaning toward the house, or simply too big for the spot it was planted in. Our certified arborists will tell you honestly whether removal is the right call, and when pruning or cabling would do the job instead.',
      'When a tree does have to come down, we take it apart in controlled pieces. Climbers and bucket trucks lower each limb on ropes, so nothing crashes onto your roof, fence or garden. In open yards we may fell the trunk in one piece, but only when there is room to do it safely.',
      'For a tree that is already cracked, hung up or leaning after a storm, call our storm line (217) 555-0199 and we will put you at the top of the list.',
    ],
    sections: [
      {
        heading: 'What the service includes',
        bullets: [
          'A free on-site visit where an arborist looks at the tree, the access and the targets underneath it, then gives you a written, itemized estimate.',
          'Sectional take-down with climbers, a bucket truck or, for trees over homes, a crane, chosen for the safest way to get the wood to the ground.',
          'Rigging that lowers heavy limbs on ropes so they never drop onto roofs, decks, fences, gardens or power lines.',
          'Chipping of all brush on site and hauling of the logs, or cutting firewood-length rounds and stacking them where you want if you prefer to keep the wood.',
          'Optional stump grinding on the same visit, priced separately so you can decide.',
        ],
      },
      {
        heading: 'When you need it',
        bullets: [
          'The tree is dead or mostly dead. Ash trees killed by emerald ash borer turn brittle fast and are dangerous to climb after a year or two.',
          'There is a large cavity, fungal conks or mushrooms at the base, or a deep crack running down the trunk.',
          'The tree has started to lean after a storm and the soil on the far side is heaved or cracked.',
          'Roots are lifting the foundation, the driveway or a sewer line, and root pruning would destabilize the tree.',
          'The wrong tree was planted in the wrong place, such as a silver maple or Callery pear crowding the house or growing into the wires.',
        ],
      },
      {
        heading: 'How we keep people and property safe',
        bullets: [
          'Every crew has a lead climber trained in aerial rescue and follows the ANSI Z133 safety standard for tree work.',
          'We set up a drop zone with cones and a ground worker who keeps neighbors, kids and pets out while work is overhead.',
          'Near power lines we coordinate with CWLP or Ameren Illinois, and we never work inside the clearance distance set for energized lines.',
          'Plywood mats and ground protection keep trucks from rutting lawns, which matters on soft, wet Springfield clay.',
          'We carry general liability and workers compensation insurance and will send a certificate to you or your property manager before the job.',
        ],
      },
      {
        heading: 'Cleanup and what is left behind',
        bullets: [
          'All branches are chipped and hauled away, or the chips are left in a pile for your garden beds if you ask.',
          'Logs are removed, or cut to firewood length and stacked, depending on what you chose on the estimate.',
          'We rake, blow off driveways and sidewalks, and pick up the small twigs that other crews leave behind.',
          'The stump is cut flat and low unless you booked grinding, in which case the hole is filled with the grindings and leveled.',
          'Before we leave, the crew lead walks the property with you so you can point out anything we missed.',
        ],
      },
    ],
    callToAction:
      'Call us today for a free tree removal estimate, and an arborist will come out to look at the tree with you.',
  },
  {
    slug: 'tree-trimming',
    illustration: 'tree-trimming',
    intro: [
      'Trimming keeps your trees out of the way and out of trouble. We cut back limbs that rub the roof, block the gutters, hang over the driveway or reach for the service drop to the house. We also take out dead wood before wind brings it down for you.',
      'Good trimming is invisible from the street. We make every cut just outside the branch collar, so the tree can seal the wound, and we never top a tree or strip out the inside of the crown. The result is a tree that looks natural, lets more light onto your lawn and handles the next ice storm better.',
    ],
    sections: [
      {
        heading: 'What the service includes',
        bullets: [
          'Removal of dead, broken and hanging branches throughout the crown, not only the ones you can see from the ground.',
          'Crown raising to lift low limbs over sidewalks, driveways and the street, which many towns require for trees near the public right-of-way.',
          'Clearance trimming away from roofs, chimneys, siding and gutters, usually leaving six to ten feet of space so branches do not rub in the wind.',
          'Light crown thinning on dense trees so wind and light pass through, without stripping the inner branches.',
          'Trimming of evergreens, ornamental trees and overgrown shrub-trees such as lilacs and yews along the house.',
        ],
      },
      {
        heading: 'When you need it',
        bullets: [
          'Branches touch or hang over the roof, which lets squirrels in, wears down shingles and fills gutters with leaves and seeds.',
          'Low limbs hit your car, the mail truck or people walking on the sidewalk.',
          'You see dead branches without leaves in summer, or bare tips in the upper crown.',
          'Limbs are growing toward the wires from the pole to your house, which the utility will not always trim for you.',
          'Most healthy shade trees do well with a trim every three to five years; young and fast-growing trees need it more often.',
        ],
      },
      {
        heading: 'How we keep people and property safe',
        bullets: [
          'Oaks are trimmed only in the dormant season, roughly November through March, to avoid spreading oak wilt through fresh cuts.',
          'Heavy limbs over roofs are roped down in pieces rather than dropped.',
          'We never use climbing spikes on a tree we are trimming, because spikes wound live trees; they are only for removals.',
          'The work area is coned off and a ground worker watches the drop zone at all times.',
          'Branches near service lines are handled only by trained crew members, and lines on the pole side are left to CWLP or Ameren Illinois crews.',
        ],
      },
      {
        heading: 'Cleanup and what is left behind',
        bullets: [
          'All cut branches are chipped on site and hauled away the same day.',
          'We clear twigs and leaves out of your gutters if the trimming knocked debris into them.',
          'Lawns, beds and driveways are raked and blown clean.',
          'Free wood chips are yours if you want them for mulch; just tell the crew where to dump them.',
          'You get a short note on anything we noticed in the crown, such as cracks, decay or insect damage, so you can plan ahead.',
        ],
      },
    ],
    callToAction:
      'Call us to schedule a free trimming estimate and get your trees off the roof before the next storm.',
  },
  {
    slug: 'tree-pruning',
    illustration: 'tree-pruning',
    intro: [
      'Pruning is trimming with a plan. Where trimming is mostly about clearance, pruning shapes how a tree grows for the next twenty years. We pick out one strong central leader, remove branches that cross or grow in tight V-shaped unions, and reduce weight on long limbs that are likely to fail.',
      'The best time to prune is early. A cut the diameter of your thumb on a young tree prevents a split trunk twenty years later. On mature trees we follow the ANSI A300 pruning standard and take out only what the tree needs, rarely more than a quarter of the live crown in one season.',
    ],
    sections: [
      {
        heading: 'What the service includes',
        bullets: [
          'Structural pruning of young trees to set a single dominant leader and well-spaced scaffold branches.',
          'Subordination and reduction cuts that shorten heavy, overextended limbs back to a healthy side branch.',
          'Correction of codominant stems and included bark, the weak V-shaped forks that split in ice storms.',
          'Fruit tree and ornamental pruning for apples, crabapples, redbuds, dogwoods and Japanese maples.',
          'Cabling and bracing for valuable mature trees with a weak union that can be supported instead of removed.',
          'A pruning schedule for your property so young trees are revisited every two to three years.',
        ],
      },
      {
        heading: 'When you need it',
        bullets: [
          'You planted a tree in the last ten years and nobody has pruned it since the nursery.',
          'A tree has two or more trunks of similar size growing from the same point.',
          'Limbs grow long and heavy at the tips with few side branches, a common problem on silver maples and pin oaks.',
          'A storm has broken part of the crown and the remaining stubs need proper cuts to heal.',
          'Fruit trees produce poorly, or branches rub and wound each other.',
        ],
      },
      {
        heading: 'How we keep people and property safe',
        bullets: [
          'We time the work to the species. Oaks are pruned in winter to avoid oak wilt, elms outside the beetle season, and maples and birches after leaf-out so they do not bleed sap.',
          'Tools are cleaned between trees when we work on diseased wood so problems are not carried from yard to yard.',
          'We do not top trees or lion-tail them, because those cuts cause decay and weak new shoots.',
          'Cuts are made at the branch collar with no flush cuts and no stubs, and we do not paint wounds, which research shows slows healing.',
          'Every climber works tied in with two points of attachment when cutting, as required by our safety program.',
        ],
      },
      {
        heading: 'Cleanup and what is left behind',
        bullets: [
          'Pruned branches are chipped and removed, or left as clean wood chips on request.',
          'Diseased wood, such as elm or oak with signs of infection, is hauled off and never left as mulch or firewood on site.',
          'Lawns and beds are raked, and paved areas are blown clean.',
          'You receive notes on what we pruned and why, plus when the tree should be looked at again.',
          'For cabled trees we record the hardware and recommend an inspection every few years.',
        ],
      },
    ],
    callToAction:
      'Call us for a free pruning visit and we will set your young trees up for a long, sturdy life.',
  },
  {
    slug: 'stump-grinding',
    illustration: 'stump-grinding',
    intro: [
      'A stump left in the lawn is more than an eyesore. It gets in the way of the mower, sends up suckers, and slowly rots into a home for carpenter ants and fungus. Grinding it out is fast, clean, and far less damaging to the yard than digging it out.',
      'Our grinders chew the stump into wood chips well below the soil line. Compact machines fit through a 36-inch gate, so backyard stumps are no problem. Whether we removed the tree or someone else did, we can grind the stump on its own.',
    ],
    sections: [
      {
        heading: 'What the service includes',
        bullets: [
          'Grinding the stump to about six to eight inches below grade for lawn, or ten to twelve inches if you plan to plant a new tree nearby.',
          'Grinding of large surface roots running out from the stump, so the mower clears the area.',
          'A JULIE locate request for buried utilities before we grind, as Illinois law requires for digging work.',
          'Backfilling the hole with the grindings, or hauling them away and filling with topsoil if you want to seed right away.',
          'Volume pricing when you have several stumps, including old ones left by a previous owner.',
        ],
      },
      {
        heading: 'When you need it',
        bullets: [
          'A stump sits where you want to mow, build a patio, pour a driveway or put up a fence.',
          'The stump keeps sending up new shoots, which is common with maples, cottonwoods, elms and Callery pears.',
          'The wood is rotting and attracting ants, termites or mushrooms.',
          'You want to plant a new tree close to the old spot and need the wood out of the way.',
          'You are getting a house ready to sell and want the yard to look finished.',
        ],
      },
      {
        heading: 'How we keep people and property safe',
        bullets: [
          'We mark the area and wait for the JULIE utility locates before any grinding starts.',
          'Debris screens go up around the grinder so chips and stones do not hit windows, cars or siding.',
          'Sprinkler heads, invisible dog fences and low-voltage lighting are flagged with you before we begin.',
          'The grinder operator wears eye, ear and face protection, and bystanders are kept at a safe distance.',
          'Rubber tracks and plywood mats protect the lawn on the way in and out.',
        ],
      },
      {
        heading: 'Cleanup and what is left behind',
        bullets: [
          'The hole is filled and leveled, leaving a low mound of grindings that settles over a few weeks.',
          'Extra chips can be left for your garden beds or hauled away.',
          'We rake chips out of the surrounding lawn and blow off walkways.',
          'Grindings break down and can tie up nitrogen, so for seeding we suggest topsoil over the spot; we can supply it.',
          'Deep roots farther out are left to decay naturally, which is normal and does not cause new growth in most species.',
        ],
      },
    ],
    callToAction:
      'Call us for a free stump grinding quote, and tell us how many stumps you have and how wide your gate is.',
  },
  {
    slug: 'tree-health-consulting',
    illustration: 'tree-health',
    intro: [
      'Thinning leaves, early fall color, bark falling off, odd spots on the leaves: a tree usually tells you something is wrong a season or two before it fails. A visit from one of our ISA Certified Arborists turns those signs into a diagnosis and a plan you can act on.',
      'Central Illinois trees face a long list of problems. Emerald ash borer has killed a large share of the untreated ash trees in Sangamon County. Oak wilt, Dutch elm disease, tar spot on maples and bagworms on evergreens all show up here every year. Many of these can be treated if they are caught early, and we will tell you when a tree is worth the money and when it is not.',
    ],
    sections: [
      {
        heading: 'What the service includes',
        bullets: [
          'A close inspection of the leaves, bark, trunk flare, roots and soil, including a mallet sounding of the trunk for hidden decay.',
          'Diagnosis of insects and diseases, with lab samples sent to the University of Illinois Plant Clinic when the cause is not clear.',
          'Treatment plans such as trunk injections for emerald ash borer, fungicide programs, and targeted insect control.',
          'Soil care for stressed trees: deep root fertilization based on need, mulching, and air-spading of compacted clay around the roots.',
          'A plain-language written report with priorities, costs and a timeline.',
        ],
      },
      {
        heading: 'When you need it',
        bullets: [
          'Your ash tree is still alive and you want to know if protecting it with injections every two to three years makes sense.',
          'An oak has leaves turning brown from the edges in summer and dropping while still partly green, an early sign of oak wilt.',
          'An elm has a branch with wilting, yellow leaves in early summer.',
          'Evergreens show brown needles, sap streaks or the small hanging bags of bagworms.',
          'A tree went downhill after construction, a new driveway or grading near the roots.',
        ],
      },
      {
        heading: 'How we keep people and property safe',
        bullets: [
          'Treatments are applied by Illinois-licensed pesticide applicators, following the product label to the letter.',
          'We choose trunk injection over spraying whenever possible, which keeps products away from pollinators, pets and neighbors.',
          'If a tree is too weak to save, we assess the risk to your house and family and tell you plainly.',
          'We flag any structural defects we find during a health visit, so they can be dealt with before they fail.',
          'We never sell treatments a tree does not need, and we will say so when a tree is beyond help.',
        ],
      },
      {
        heading: 'Cleanup and what is left behind',
        bullets: [
          'Health visits leave no mess; injection sites are small and seal over within a season.',
          'Infested or diseased wood removed during treatment is hauled away and disposed of properly.',
          'You keep a written record of the diagnosis, what was applied, and when the next visit is due.',
          'We add the tree to our reminder list so you get a call when treatments or follow-up checks come around.',
          'Mulch rings we install are kept two to three inches deep and pulled back from the trunk, never piled into a volcano.',
        ],
      },
    ],
    callToAction:
      'Call us to book a tree health visit while there is still time to save the tree you love.',
  },
  {
    slug: 'tree-planting',
    illustration: 'tree-planting',
    intro: [
      'Most young trees that die in Springfield yards were planted too deep. Heavy clay soil holds water, and a buried root flare slowly suffocates. We plant every tree with the flare at or slightly above grade, in a hole much wider than it is deep, so roots can spread into the surrounding soil.',
      'We help you choose trees that suit the spot and the climate: native oaks, Kentucky coffeetree, hackberry, black gum, serviceberry and redbud do well here. We steer you away from ash and Callery pear. We also move young trees that are in the wrong place, digging a root ball large enough for the tree to recover.',
    ],
    sections: [
      {
        heading: 'What the service includes',
        bullets: [
          'A site visit to look at sun, drainage, soil, overhead wires and the mature size the spot can handle.',
          'Sourcing of healthy nursery stock, from small whips to larger balled-and-burlapped trees.',
          'Planting at the correct depth, with girdling roots cut, burlap and wire baskets pulled back, and backfill with the native soil.',
          'Transplanting of young trees on your property with a hand-dug or machine-dug root ball sized to the trunk.',
          'A mulch ring, staking only when the tree needs it, and written watering instructions for the first two years.',
        ],
      },
      {
        heading: 'When you need it',
        bullets: [
          'You lost an ash, a storm-damaged maple or an old pine and want shade back.',
          'You are building a new home and want to add trees that will fit once they are full-grown.',
          'A young tree is planted too close to the house, the fence or the power lines and needs a new spot.',
          'You want a windbreak, a privacy screen or more fall color in the yard.',
          'Early fall and spring are the best planting seasons here, while the soil is moist and temperatures are mild.',
        ],
      },
      {
        heading: 'How we keep people and property safe',
        bullets: [
          'A JULIE utility locate is requested before every hole is dug.',
          'We check the mature height and spread against overhead lines, sidewalks and the house before we plant.',
          'Trees in the city parkway are only planted with the approval of the city, and we help you with the request.',
          'Transplants are moved in dormancy, when the tree loses the least water and has the best chance to root again.',
          'Small equipment and ground mats keep lawns and irrigation lines from being torn up.',
        ],
      },
      {
        heading: 'Cleanup and what is left behind',
        bullets: [
          'Extra soil, burlap, wire, pots and packing are all hauled away.',
          'The area around the new tree is raked and seeded or mulched.',
          'Transplant holes are filled and leveled so no low spot collects water.',
          'You get a care sheet: water deeply once a week in dry spells for the first two summers.',
          'We come back at the end of the first season to check the tree and adjust stakes or mulch.',
        ],
      },
    ],
    callToAction:
      'Call us to plan your planting or transplanting, and we will help you pick a tree that fits the spot for decades.',
  },
  {
    slug: 'arborist-consultations',
    illustration: 'arborist',
    intro: [
      'Sometimes you need an expert opinion before anyone picks up a saw. Our ISA Certified Arborists, several of them also Tree Risk Assessment Qualified, visit your property and give you a clear, independent assessment of your trees.',
      'Homeowners call us before buying a house, when a neighbor worries about a tree on the property line, or when an insurance company asks for a report. Builders and property managers call us to protect valuable trees during construction. You get a written report you can share, with photos and practical recommendations.',
    ],
    sections: [
      {
        heading: 'What the service includes',
        bullets: [
          'A walk-through of your property with a certified arborist who answers your questions on site.',
          'Tree risk assessments that rate the likelihood of failure and what a falling tree could hit.',
          'Tree protection plans for construction, with root zones marked, fencing specified and grading limits set.',
          'Tree inventories for homeowner associations, churches, schools and commercial sites.',
          'Written reports for insurance claims, real estate transactions and property line disputes.',
        ],
      },
      {
        heading: 'When you need it',
        bullets: [
          'A big tree hangs over your house and you want to know if it is a real danger or just looks scary.',
          'You are building an addition, a garage or a new home near mature trees.',
          'A neighbor or the city has asked you to do something about a tree.',
          'You are buying a property and want to know what the trees will cost you in the next few years.',
          'You received a removal quote and want a second opinion before you pay for it.',
        ],
      },
      {
        heading: 'How we keep people and property safe',
        bullets: [
          'Assessments follow the ISA tree risk assessment method and the ANSI A300 standard.',
          'We use tools such as sounding mallets and resistance drilling to check for decay inside the trunk when it is needed.',
          'Urgent risks are reported to you on the same day, not weeks later in a report.',
          'Our advice is independent: we will recommend keeping a tree whenever it can be kept safely.',
          'We explain what to watch for between visits, such as new cracks, leaning or mushrooms at the base.',
        ],
      },
      {
        heading: 'Cleanup and what is left behind',
        bullets: [
          'A written report, usually within a few business days, with photos, findings and priorities.',
          'Clear options for each tree, from doing nothing to pruning, cabling, treatment or removal.',
          'Cost ranges for the recommended work, so you can budget for it.',
          'Marked-up site plans for construction jobs showing where fencing and mulch must go.',
          'A follow-up call to go over the report and answer any new questions.',
        ],
      },
    ],
    callToAction:
      'Call us to book a consultation with a certified arborist and get an honest opinion on your trees.',
  },
  {
    slug: 'emergency-tree-services',
    illustration: 'emergency',
    intro: [
      'Storms in central Illinois bring down trees fast: summer thunderstorms with straight-line winds, spring tornado warnings, and winter ice that loads branches until they snap. When a tree lands on your roof, your car or across the driveway, you need a crew that answers the phone at 2 a.m.',
      'We are on call 24 hours a day, 7 days a week, and respond within 24 hours across Springfield and nearby towns, usually much sooner. In a widespread storm, homes with a tree on an occupied house or blocking emergency access come first. You can also reach our storm line (217) 555-0199 when the main line is busy.',
      'Stay away from any tree touching a wire, and call the utility first. Once the lines are safe, we take it from there.',
    ],
    sections: [
      {
        heading: 'What the service includes',
        bullets: [
          'Around-the-clock phone answering by a real person who takes your address and what has happened.',
          'Removal of trees and limbs from roofs, vehicles, fences, decks and driveways, with a crane when the weight requires it.',
          'Emergency tarping of roof damage once the tree is off, to keep rain out until your roofer arrives.',
          'Cutting and clearing of trees blocking streets, driveways and access for emergency vehicles.',
          'Stabilization of split trees and hanging limbs, called widow makers, that could still fall.',
          'Photos and a written description of the damage and our work, for your insurance claim.',
        ],
      },
      {
        heading: 'When you need it',
        bullets: [
          'A tree or large limb has fallen on your house, garage or car.',
          'A tree is leaning suddenly, with cracked soil or roots lifted on one side.',
          'A broken limb is hanging in the crown over a walkway, play area or roof.',
          'Ice has bent or split trees across the yard after a winter storm.',
          'A fallen tree blocks your driveway, the street or access to your home.',
        ],
      },
      {
        heading: 'How we keep people and property safe',
        bullets: [
          'We never start work until the utility has confirmed that downed or touching lines are de-energized.',
          'Trees under tension, such as bent saplings and pinned trunks, are cut by experienced climbers using controlled relief cuts.',
          'Crane lifts are planned by a certified operator so the load never swings back onto the house.',
          'We stop work in active lightning or high winds and come back as soon as it is safe.',
          'Everyone on site wears proper protective gear, and the family is kept at a safe distance.',
        ],
      },
      {
        heading: 'Cleanup and what is left behind',
        bullets: [
          'The urgent part comes first: the tree is lifted off the structure and the damage is covered.',
          'Full cleanup follows, often the next day, with chipping, hauling and raking.',
          'We leave large trunk sections for your adjuster to see if your insurer asks for it.',
          'You receive an itemized invoice that separates emergency removal from regular cleanup, which helps with insurance claims.',
          'Stumps can be ground later once the yard has dried out.',
        ],
      },
    ],
    callToAction: 'If a tree has fallen or is about to, call us now and a crew will be on the way.',
  },
  {
    slug: 'land-clearing',
    illustration: 'land-clearing',
    intro: [
      'Overgrown lots, fence lines choked with brush, and woods full of bush honeysuckle are common around the edges of Sangamon County towns. Our land-clearing crew removes the brush and unwanted trees, and leaves the ground ready for a house, a pasture, a trail or a fresh start.',
      'We use forestry mulchers, compact track loaders and chippers sized to the job. Instead of burning piles, we grind most material into a layer of mulch that protects the soil from erosion, or we haul it away. If you want the good trees kept, we mark and protect them before the machines go in.',
    ],
    sections: [
      {
        heading: 'What the service includes',
        bullets: [
          'Lot clearing for new homes, additions, pole barns, driveways and septic fields.',
          'Forestry mulching of brush and small trees, which cuts and grinds in one pass and leaves a mulch layer behind.',
          'Removal of invasive shrubs such as bush honeysuckle, autumn olive and multiflora rose, with follow-up treatment of the stumps so they do not sprout back.',
          'Fence line and trail clearing on farms, acreages and hunting ground.',
          'Selective clearing that keeps healthy oaks, hickories and other desirable trees.',
          'Stump grinding and root raking where the ground must be ready for construction.',
        ],
      },
      {
        heading: 'When you need it',
        bullets: [
          'You bought a wooded or overgrown lot and need to clear space to build.',
          'Brush has taken over a fence line, a pond bank or a field edge.',
          'Invasive shrubs are shading out the native woods on your property.',
          'You need access for a well driller, surveyor or excavator.',
          'You want to open up a view, a trail or more sunlight for a garden or pasture.',
        ],
      },
      {
        heading: 'How we keep people and property safe',
        bullets: [
          'We walk the site with you first and flag the trees, boundaries and features to keep.',
          'JULIE utility locates are requested before any grinding or root raking.',
          'Silt fence and a mulch layer help keep soil out of ditches, creeks and Lake Springfield tributaries.',
          'We ask you to check floodplain and wetland rules with the county when a lot borders a creek, and we adjust the plan if needed.',
          'Tracked machines spread their weight to limit ruts and compaction on wet clay ground.',
        ],
      },
      {
        heading: 'Cleanup and what is left behind',
        bullets: [
          'A clean site with brush mulched in place or hauled away, your choice.',
          'Usable logs can be left stacked for firewood or milling.',
          'Stumps are ground or pulled where building plans need bare ground.',
          'No burn piles, which avoids smoke complaints and local burning restrictions.',
          'A short written summary of what was cleared and what was kept, handy for your builder.',
        ],
      },
    ],
    callToAction:
      'Call us for a free land-clearing estimate and we will walk the property with you.',
  },
] satisfies ServicePage[]
