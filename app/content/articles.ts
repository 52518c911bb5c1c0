import type { Article } from './schemas'

/** Bodies of the four built-in blog posts; `postId` matches `id` in `posts.ts`. */
export const articles = [
  {
    postId: '1',
    blocks: [
      {
        type: 'paragraph',
        text: "Pruning is one of the best things you can do for a tree. It is also one of the easiest things to get wrong. A good cut closes over cleanly and guides the tree's growth for decades. A bad cut can let in decay that only shows up years later. This guide covers what homeowners in central Illinois should know before they pick up a saw.",
      },
      { type: 'heading', text: 'Why prune at all?' },
      {
        type: 'paragraph',
        text: 'Trees in a forest prune themselves. Shaded lower limbs die and drop off. Trees in a yard grow in the open and need some help. Pruning removes dead, diseased and broken wood. It corrects weak structure while a tree is young. It also keeps branches clear of your house, your driveway and the people walking underneath.',
      },
      {
        type: 'paragraph',
        text: 'The goal is not to make a tree smaller or neater. The goal is a healthy tree with a strong structure. Every cut is a wound, so every cut should have a reason.',
      },
      { type: 'heading', text: 'When to prune in central Illinois' },
      {
        type: 'paragraph',
        text: 'For most trees, the best time is the dormant season, from late fall through late winter. In Springfield that usually means December through early March. The leaves are off, so you can see the branch structure clearly. Most insects and disease organisms are inactive in the cold. And the tree is ready to close its wounds quickly when growth starts in spring.',
      },
      { type: 'paragraph', text: 'There are a few exceptions worth knowing:' },
      {
        type: 'list',
        items: [
          'Dead, broken or hanging branches can and should be removed at any time of year.',
          "Spring-flowering trees such as redbud, crabapple and magnolia set their flower buds the summer before. Prune them right after they bloom if you want to keep this year's flowers.",
          'Maples, birches and walnuts may drip sap when pruned in late winter. It looks alarming but does not harm the tree. If it bothers you, prune them in early summer once the leaves are fully out.',
          'Avoid heavy pruning in late summer and early fall. It can push out new growth that will not harden off before the first freeze.',
        ],
      },
      {
        type: 'tip',
        title: 'Oaks: no pruning from April through July',
        text: 'Oak wilt is a fatal fungal disease found throughout Illinois. Small sap beetles carry its spores to fresh wounds on oaks, and they are most active in spring and early summer. Do not prune oaks from April through July. If a storm breaks an oak limb during that window, have it cleaned up and cover the fresh cut right away with a thin coat of wound dressing or latex paint. This is the one case where sealing a cut makes sense.',
      },
      { type: 'heading', text: 'How to make a proper cut' },
      {
        type: 'paragraph',
        text: 'Look closely at the spot where a branch meets the trunk. You will see a slightly swollen ring of bark at the base of the branch. That is the branch collar. On top of the joint there is usually a raised line of rough bark called the branch bark ridge. The collar holds the tissue that seals the wound. Your final cut should sit just outside the collar, angled to follow the ridge, without cutting into either one.',
      },
      {
        type: 'paragraph',
        text: 'Two mistakes are very common. A flush cut, made tight against the trunk, removes the collar and leaves a large wound that struggles to seal. A stub, left several inches long, dies back and lets decay in. Aim between the two: close to the collar, but not into it.',
      },
      {
        type: 'paragraph',
        text: 'For any branch too heavy to hold in one hand, use the three-cut method. It stops the weight of the falling limb from tearing a strip of bark down the trunk.',
      },
      {
        type: 'list',
        items: [
          'First cut: about 12 to 18 inches out from the trunk, cut upward from the underside of the branch, roughly a third of the way through. This undercut stops the bark from tearing.',
          'Second cut: an inch or two farther out than the first, cut down from the top all the way through. The branch drops cleanly and leaves a short stub.',
          'Third cut: remove the stub with a final cut just outside the branch collar.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Use sharp, clean tools. Bypass pruners are right for twigs, loppers for branches up to about an inch and a half, and a pruning saw for anything larger. If you are cutting out diseased wood, wipe the blades with rubbing alcohol between cuts. Skip the wound paint on most trees. Research has shown it does not prevent decay, and it can trap moisture against the wound.',
      },
      { type: 'heading', text: 'How much is too much?' },
      {
        type: 'paragraph',
        text: "A tree makes its food in its leaves. Every live branch you remove is food the tree will not make. As a rule, do not remove more than about 25 percent of a tree's live crown in a single year. For large, mature or stressed trees, stay well below that. If a tree needs more work than that, spread it over several years.",
      },
      {
        type: 'paragraph',
        text: "Work in order. Start with dead, broken and diseased wood. Then remove branches that cross and rub against each other. Next, look at structure. On a young tree, choose one strong central leader and shorten or remove competing upright stems. Keep branches with wide, U-shaped attachments. Tight, V-shaped unions often trap bark between the stems and split as the tree grows. Finally, raise the lower canopy slowly over several years, never all at once. Keep at least two-thirds of the tree's height in live crown.",
      },
      { type: 'heading', text: 'Never top a tree' },
      {
        type: 'paragraph',
        text: 'Topping means cutting the main stems back to stubs to make a tree shorter. It is still common, and it is always a mistake. A topped tree loses much of its leaf area overnight. It responds by pushing out dense clusters of fast, upright shoots just below each cut. Those shoots are weakly attached and break easily in wind and ice. Meanwhile, the large stubs decay. Within a few years the tree is as tall as before, bushier and more dangerous.',
      },
      {
        type: 'paragraph',
        text: 'If a tree is too big for its space, a certified arborist can often reduce its height with proper reduction cuts back to healthy side branches. Sometimes the honest answer is that the tree is in the wrong place and should be replaced with a species that fits.',
      },
      { type: 'heading', text: 'When to call a professional' },
      {
        type: 'paragraph',
        text: 'Homeowners can handle a lot of pruning on young trees and small branches from the ground. Call a professional when the work means climbing, running a chainsaw above shoulder height or standing on a ladder with a saw. Call for any branch near a power line, any limb big enough to damage something when it falls, and any tree that shows cracks, decay or fungus. Those jobs need rigging, the right gear and training.',
      },
      {
        type: 'paragraph',
        text: 'Our certified arborists can look over your trees, tell you what they need now and what can wait, and give you a clear written plan. If you would like an expert opinion before you start cutting, contact Canopy Tree Care for a free consultation.',
      },
    ],
  },
  {
    postId: '2',
    blocks: [
      {
        type: 'paragraph',
        text: 'Removing a tree is a big decision. A mature shade tree takes decades to replace, so it should never come down without a good reason. But a failing tree can do serious damage to a house, a car or a person. This article covers the signs that a tree may need to come down, why felling one yourself is risky, and what to expect when you hire a professional crew in Springfield.',
      },
      { type: 'heading', text: 'Warning signs a tree may be failing' },
      {
        type: 'paragraph',
        text: 'Walk around your trees a couple of times a year, and again after every major storm. Look from a distance first, then up close. These signs deserve a closer look by an arborist:',
      },
      {
        type: 'list',
        items: [
          'Deep cracks or splits in the trunk, or in the joint where two large stems meet.',
          'Mushrooms, shelf-like conks or other fungus growing at the base or on the roots. These often point to decay inside the trunk or root system.',
          'Dead limbs, bare branches in summer, or a crown that gets thinner each year.',
          'A lean that is new or has changed, especially with soil cracking or lifting on the side opposite the lean.',
          'Hollow or soft spots, large cavities, or bark falling away from the trunk.',
          'Roots that were cut or buried during construction, driveway work or trenching in the last few years.',
          'Ash trees with thinning crowns, D-shaped exit holes, bark splits or heavy woodpecker damage. These are signs of emerald ash borer, which has killed most untreated ash trees in central Illinois.',
        ],
      },
      {
        type: 'paragraph',
        text: 'One sign on its own does not always mean the tree has to go. A tree with one dead limb may only need pruning. A lean the tree has had for decades may be perfectly stable. What matters is how the defects add up and what the tree could hit if it fails. An ISA Certified Arborist, ideally one who also holds the Tree Risk Assessment Qualification, can weigh those factors and tell you whether to prune, cable, monitor or remove.',
      },
      {
        type: 'tip',
        title: 'Dead ash gets dangerous fast',
        text: 'Ash trees killed by emerald ash borer dry out and turn brittle within a year or two. Limbs snap without warning, and the tree can become too unsafe to climb, which makes removal slower and more expensive. If you have a dead or dying ash, have it looked at sooner rather than later.',
      },
      { type: 'heading', text: 'Why DIY tree felling is dangerous' },
      {
        type: 'paragraph',
        text: 'Tree work is one of the most dangerous jobs in the country, and professional crews train for years to do it safely. Felling a tree in a yard is much harder than it looks in online videos. Few yards have room for a tree to fall in one piece. Trees rarely land exactly where you planned. Hidden decay, a slight lean or a lopsided crown can change where the trunk goes once the cut opens.',
      },
      {
        type: 'paragraph',
        text: "The risks are real. A chainsaw can kick back toward your face. A leaning trunk can split upward under its own weight and kick out toward the person cutting it, which loggers call a barber chair. A tree can hang up in a neighbor's tree and stay there, loaded and unstable. A bent branch under tension can spring back with enough force to break bones. And no one but a line-clearance qualified crew should touch a tree that could reach a power line. A small tree you can cut from the ground, with clear space all around, may be a reasonable DIY job. Anything bigger is not worth the risk.",
      },
      { type: 'heading', text: 'Permits and right-of-way in Springfield' },
      {
        type: 'paragraph',
        text: "A tree standing entirely on your own property is usually your decision. Trees in the public right-of-way are different. In Springfield, the grass strip between the sidewalk and the curb, often called the parkway, is generally city property, and trees growing there are the city's responsibility. Do not remove or heavily prune a parkway tree without checking with the City of Springfield first.",
      },
      {
        type: 'paragraph',
        text: 'A few other situations call for a conversation before any cutting starts. A tree that straddles the property line is generally treated as shared by both owners, so talk to your neighbor first. Homeowner associations may have their own rules about removing trees. And if the job needs a crane parked on the street or a lane closed, the crew may need city approval for that too. A good local tree company knows these rules and will check them for you before work begins.',
      },
      { type: 'heading', text: 'Hiring the right crew: insurance and certification' },
      {
        type: 'paragraph',
        text: 'Anyone with a chainsaw and a pickup can call themselves a tree service. Before you hire anyone, ask for three things:',
      },
      {
        type: 'list',
        items: [
          "Proof of liability insurance and workers' compensation, sent to you directly by the insurance company. If an uninsured worker is hurt on your property, you could end up responsible.",
          "At least one ISA Certified Arborist on staff. You can verify a credential number on the International Society of Arboriculture's website.",
          'A written estimate that spells out the scope: what comes down, whether the stump is ground, what happens to the wood and debris, and what cleanup is included.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Be wary of door-to-door crews after storms, anyone who wants full payment up front, and anyone who suggests topping a tree. Climbing spikes belong only on trees that are coming down. A crew that spikes a tree it is supposed to be pruning is damaging it.',
      },
      { type: 'heading', text: 'What a professional removal looks like, step by step' },
      {
        type: 'paragraph',
        text: 'Every job is different, but a well-run removal follows the same basic order:',
      },
      {
        type: 'list',
        items: [
          'Assessment and plan. The arborist checks the condition of the tree, what lies underneath it and where pieces can be lowered or dropped. The crew decides whether to climb, use a bucket truck or bring in a crane.',
          'Site setup. Cones and signs mark the work zone. Plywood or ground mats protect the lawn and driveway from heavy equipment. Cars, patio furniture and anything breakable are moved out of the way.',
          'Safety briefing. Every crew member knows the plan, the drop zone and the signals the climber and ground crew will use.',
          'Limbing and sectioning. The climber removes the branches first, then takes the trunk down in manageable pieces. Over a roof or garden, pieces are tied off and lowered with ropes and rigging instead of dropped.',
          'Chipping and hauling. Brush goes through the chipper. Logs are cut to length and hauled away or left for firewood, whichever you prefer.',
          'Stump and cleanup. If the estimate includes it, the stump is ground once utilities have been marked. The crew rakes the lawn, blows off hard surfaces and leaves the yard clean.',
        ],
      },
      {
        type: 'paragraph',
        text: 'If a tree on your property shows any of the warning signs above, do not wait for the next storm to make the decision for you. Contact Canopy Tree Care for a free consultation. One of our certified arborists will look at the tree, explain your options honestly and tell you whether removal is really needed.',
      },
    ],
  },
  {
    postId: '3',
    blocks: [
      {
        type: 'paragraph',
        text: 'Most people think about their trees only when something goes wrong: a limb on the roof, a branch through a window, a tree split in half after a storm. Regular trimming prevents most of those calls. It is routine maintenance, like servicing a furnace. Done well, it makes your property safer, your trees stronger and your yard a better place to spend time. Here is what it actually does.',
      },
      { type: 'heading', text: 'Safe clearance over roofs, sidewalks and driveways' },
      {
        type: 'paragraph',
        text: 'Branches that rest on or hang over a roof cause more damage than many homeowners realize. They scrape shingles in the wind, fill gutters with leaves and twigs, hold moisture against the roof and give squirrels and raccoons a bridge into the attic. A good rule is to keep branches at least 6 to 10 feet away from the roof and walls of the house.',
      },
      {
        type: 'paragraph',
        text: 'Low limbs over sidewalks, driveways and streets are a hazard too. They hit people walking by, scrape delivery trucks and block the view at corners. Many cities expect about 8 feet of clearance over sidewalks and about 14 feet over streets, so check with the City of Springfield for the rule on your street. Raising the canopy gradually, a few lower limbs at a time, gets you that clearance while keeping the tree balanced.',
      },
      {
        type: 'tip',
        title: 'Leave power lines to the utility',
        text: "Never trim near power lines yourself, and never hire a general tree crew to do it. Only line-clearance qualified arborists may work within 10 feet of energized lines. Lines that run from pole to pole are the utility's job. In Springfield that is usually City Water, Light & Power, and some nearby areas are served by Ameren Illinois. For the service line that runs to your house, ask your utility about a temporary disconnect before any trimming nearby.",
      },
      { type: 'heading', text: 'More light for your lawn and garden' },
      {
        type: 'paragraph',
        text: 'Grass needs sun. Under a dense maple or a tight row of evergreens, lawns thin out, moss moves in and vegetable beds struggle. Thinning the crown, which means selectively removing some crowded interior branches, lets dappled light through without stripping the tree. It also improves airflow, so leaves and grass dry faster after rain. That cuts down on fungal disease in both.',
      },
      {
        type: 'paragraph',
        text: "The key word is selective. A good trim removes specific branches for specific reasons. Stripping out all the inner branches and leaving leaves only at the tips, known as lion's tailing, is a common mistake. It moves weight out to the ends of the limbs and makes them more likely to break.",
      },
      { type: 'heading', text: 'Stronger trees in storms' },
      {
        type: 'paragraph',
        text: 'Central Illinois gets a bit of everything: spring thunderstorms with straight-line winds, summer downbursts, the occasional derecho and winter ice storms. Trees that have been maintained come through them far better than trees that have been ignored. Trimming for storm resistance focuses on a few things:',
      },
      {
        type: 'list',
        items: [
          'Removing dead and broken branches before the wind brings them down.',
          'Shortening long, heavy limbs that reach far out from the crown and act like levers in the wind.',
          'Reducing one side of weak, V-shaped unions before they split apart.',
          'Cutting out branches that cross and rub, which wear through the bark and invite decay.',
          'Spotting cracks and decay that may call for cabling, bracing or removal.',
        ],
      },
      {
        type: 'paragraph',
        text: 'A tree trimmed this way is not necessarily smaller. It is better balanced, with less weight at the ends of its limbs and fewer weak points for wind and ice to find.',
      },
      { type: 'heading', text: 'Better fruit and healthier trees' },
      {
        type: 'paragraph',
        text: 'Fruit trees gain more from trimming than almost any other tree. Apples, pears, peaches and cherries fruit best on wood that gets full sun. An overgrown fruit tree puts its energy into leaves and shoots, and its fruit tends to be small, poorly colored and out of reach. A late-winter trim that opens up the center, removes the straight-up water sprouts and keeps the tree at a height you can pick from will give you better fruit within a season or two.',
      },
      {
        type: 'paragraph',
        text: 'Every tree benefits from having dead, diseased and damaged wood removed. It stops decay from spreading into healthy wood and takes away entry points for insects and disease. Regular visits also mean trained eyes look at your trees every few years, which catches problems while they are still simple and inexpensive to fix.',
      },
      { type: 'heading', text: 'Curb appeal and property value' },
      {
        type: 'paragraph',
        text: 'Well-kept trees are one of the first things people notice about a home. A balanced crown, a clear view of the front door and house numbers, and branches that frame the house instead of hiding it make a real difference. Mature, healthy trees add to the value of a property. Overgrown or storm-damaged ones can make buyers wonder what else has been neglected.',
      },
      { type: 'heading', text: 'How often should trees be trimmed?' },
      {
        type: 'paragraph',
        text: 'Young trees benefit from a light structural trim every two to three years while they build their framework. Most mature shade trees need attention every three to five years. Fruit trees do best with a trim every winter. Trees over your house, driveway or a play area may need checking more often. Most routine trimming is best done in the dormant season, with one important exception in Illinois: oaks should not be trimmed from April through July because of the risk of oak wilt.',
      },
      {
        type: 'paragraph',
        text: 'Not sure when your trees were last trimmed? Contact Canopy Tree Care for a free consultation. Our certified arborists will walk your property, point out what needs attention now and what can wait, and give you a clear written estimate.',
      },
    ],
  },
  {
    postId: '4',
    blocks: [
      {
        type: 'paragraph',
        text: 'Once a tree comes down, the stump stays behind. Some people leave it alone, but most eventually want it gone. Stumps get in the way of the mower, trip people up, send up sprouts and can attract insects and fungus. Grinding is the quickest and cleanest way to get rid of one. Here is how it works and what to expect.',
      },
      { type: 'heading', text: 'Stump grinding vs. stump removal' },
      {
        type: 'paragraph',
        text: 'A stump grinder is a machine with a heavy spinning wheel fitted with carbide teeth. The operator sweeps the wheel back and forth across the stump, chewing it into chips a little at a time until it sits below the soil line. The main roots stay in the ground and break down naturally over the next several years.',
      },
      {
        type: 'paragraph',
        text: 'Full stump removal means digging out the stump and its main roots, usually with an excavator. It leaves a large hole, tears up a wide area of lawn and costs more. It makes sense mainly when you are building on that spot, such as a foundation, an addition or a driveway. For lawns and garden beds, grinding is almost always the better choice.',
      },
      {
        type: 'paragraph',
        text: 'Chemical stump removers and simply waiting for the stump to rot both work eventually, but eventually can mean years. In the meantime, the stump is still in the way.',
      },
      { type: 'heading', text: 'How deep does a stump grinder go?' },
      {
        type: 'paragraph',
        text: 'For most yards, we grind 6 to 12 inches below the surface. That is deep enough to cover the spot with topsoil and grow grass. If you plan to plant a shrub nearby or lay pavers over the spot, we can go deeper. Large surface roots that run out from the stump can be ground too, so you are not left mowing over a ridge of roots.',
      },
      {
        type: 'paragraph',
        text: 'Tell us what you plan to do with the spot before the work starts. It is much easier to grind deeper on the day than to bring the machine back later.',
      },
      { type: 'heading', text: 'Before the grinder arrives' },
      {
        type: 'tip',
        title: 'Call JULIE before anyone digs',
        text: 'Stump grinding disturbs the soil, so underground utilities must be marked before it starts. In Illinois, that means contacting JULIE, the statewide one-call notification system, by dialing 811 or submitting a request online at least two business days before the work. The service is free. A professional company should place the request for you, but it never hurts to ask.',
      },
      {
        type: 'paragraph',
        text: 'JULIE marks the lines that belong to utility companies. It does not mark private lines that you or a previous owner installed. A little preparation makes the job faster and safer:',
      },
      {
        type: 'list',
        items: [
          'Tell the crew about private lines, such as wiring to a shed or yard lights, a gas line to a grill, irrigation pipes and buried dog fences.',
          'Clear rocks, toys, decorations and edging from around the stump.',
          'Point out sprinkler heads and any soft or low spots in the yard.',
          'Unlock the gate, keep pets inside and keep children well back while the grinder is running. It throws chips with real force.',
        ],
      },
      { type: 'heading', text: 'What happens to the wood chips?' },
      {
        type: 'paragraph',
        text: 'Grinding produces a surprising amount of material, often much more than the size of the stump suggests. It is a mix of wood chips, sawdust and soil. You have a few options:',
      },
      {
        type: 'list',
        items: [
          'Leave the grindings in the hole to settle. This is the simplest choice, but grass will not grow well in them.',
          'Use them as mulch around trees and in garden beds, spread 2 to 3 inches deep on top of the soil.',
          'Have us haul them away and fill the hole with topsoil.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Fresh wood chips mixed into the soil tie up nitrogen while they decay, so plants growing in them can turn pale and weak. Spread on top of the soil as mulch, they are fine and break down slowly.',
      },
      { type: 'heading', text: 'Replanting after stump grinding' },
      {
        type: 'paragraph',
        text: 'To grow grass, remove most of the grindings from the hole, fill it with good topsoil, firm it down and seed or sod. The spot will settle over the next year as the buried roots decay, so expect to add a little more soil after a few months.',
      },
      {
        type: 'paragraph',
        text: 'Planting a new tree in the exact same spot is harder. The old roots are still there, and the soil is full of decaying wood. It is usually better to plant the new tree at least 3 to 5 feet away from the old stump, in undisturbed soil. If the old tree died of a disease that lives in the soil, such as verticillium wilt, ask an arborist which species are safe to plant there. In central Illinois, spring and fall are the best times to plant.',
      },
      { type: 'heading', text: 'What affects the cost?' },
      {
        type: 'paragraph',
        text: 'Stump grinding is usually priced by the stump, not by the hour. These are the main factors:',
      },
      {
        type: 'list',
        items: [
          'Diameter. Stumps are measured across the widest point at ground level, including the flare of the roots. Bigger stumps take longer.',
          'Access. A backyard stump behind a narrow gate, on a slope or against a fence takes more time than one in an open front yard. Many grinders fit through a 36-inch gate, but larger machines do not.',
          'Wood and roots. Dense hardwoods such as oak and hickory grind more slowly than softer species. Large surface roots add time.',
          'Number of stumps. Several stumps in one visit cost less each than a single stump on its own.',
          'Depth and cleanup. Grinding deeper, hauling away chips and backfilling with topsoil all add to the price.',
        ],
      },
      {
        type: 'paragraph',
        text: 'If the stump belongs to a tree we are already removing, grinding it during the same visit is almost always the most economical option.',
      },
      {
        type: 'paragraph',
        text: 'Have a stump that has been in the way for too long? Contact Canopy Tree Care for a free consultation. We will measure the stump, check access and give you a clear written price.',
      },
    ],
  },
] satisfies Article[]
