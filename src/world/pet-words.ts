/**
 * The pet's own words: every word its training lines and diary pages use without the prompt holding it, written by
 * models/recipe/pet-words.ts (2500 generated sessions and the phrase banks; do not edit by hand). A new pet
 * line or diary page may use these and any word of its prompt (names, the owner's words, remembered facts), nothing
 * else: the validator's unknown-word rule, kept while sampling by the line grammar (src/world/known-words.ts).
 */
export const PET_WORDS: readonly string[] = `
a about absolutely accepted achievement achoo across actually admit adult adventure adventures afar afraid
after afternoon again age ages ago agrees ah ahead ahh ails alert alive all almost alone along already alright
also always am amazing an and angels animal annoying another any anymore anyone anything anytime anyway
anywhere apology apple apples are aren't arious arms around art as ask asking asleep assure at ate attack
attitude aw awake award away aweady awesome awful awkward aww b ba baa baby back backwards bad badly baff ball
balloon balloons banana barely baseball basically bat bath baths be beans bear bears beats because bed bedtime
bee beef been beep bees beetle before begun behind being believe believed belly belt berries best bestest
besties bet better between beyond bff big bigger biggest biggie bike bin bird birds birth birthday bit bite
black blah blank blanket blankets blast bleh blehh blew blinked blocks bloop blowing blue blush boat body
boing boingy boo boogie book boom boop booped boored boots bop bored boring both bottle bottom bounce
bounciest bouncing bouncy bowed box boy boys brain brand brave braver breakfast breath breathe breaths breeze
brekkie bright brighter brightly brilliant bring brings broom brothers brr bubble bubbles bubbly bud buddies
buddy bugs build building built bull bulldozer bumped bunnies bunny burst bursting busy but butt butterflies
butterfly button buzz buzzing by bye calculator call called calling calm came can can't candle cannot care
careful carrot carrots cat cat's catch catches catching cats caught cave ceiling certainly champion charged
chased chats chatted chatty check checking cheeky cheer cheerful cheering cheery chess chew chicken chill
chilling choice choose chop clap classic clean cleaner cleanest cleaning clear clever climbed climbing clock
close closed closing cloud clouds cloudy clue code coin cold collect collected collection colour colours coma
comb come comes comfy coming company complaining completely computer confused contacts content cookie cookies
cool copies corn corner corners cosy couch could couldn't count counted course cover covered cow cows cozy
crack cracked crayon crayons creature cringe croak croaked cross crossed crossing crowds crumb crumbs crummy
crunchy crush cry cuddle cuddles cuddly curious curl curtains cute da dad daisy dance danced dances dancey
dancing dark dat day days daytime dead deal dear dearest dearly decent dee deep definitely delicious delighted
desert deserve dessert di diary diary's did didn't die dinner dino dinosaur dirt dirty dis dizzy do doctor
does dog dogs doing don't done doo doodle door doors doubt down dragon drank draw drawed drawing dream dreamed
dreaming dreamland dreams dreamy drew dries drip drizzly droop droopy drop drowsy dub duck ducks duh dull dumb
dunno duper dust dusted dusty each earlier early earned ears easier easy eat eaten eating ee eek egg eggs eh
either elbow else embarrassing emergencies empty end energy enjoy enjoying enough entertain et even evening
evenings ever every everybody everyone everything everywhere ew excited excitement exciting excuse exhausted
exhausting exploring eye eyed eyelids eyes face faced faces fact fading fair fall falling falls family
famished fan fank fanks far farts fast faster fault favourite feather feathers fed feed feel feeling feelings
feels feet fell felt few fiddle field fill filthy finally find fine fingers firefly first fish fit fits five
fleas flew flies flipped flips floated floating floor flower fluffy fly flying fog foggy follow followed fond
fondly food foodie foot for forever forget forgetful forgive forgiven forgot forgotten fort fortune found four
fresh friend friends frog frog's frogs from front frostbite fruit frustrating fsh full fun functioning funny
fur future gadgets game games garden gave gentle gently get gets getting ghetti ghost ghost's ghosts giant
giddy gift gifts giggle giggling gigi gimme girl girls give giving glad glasses gleam gleaming glitter gloomy
glove glow glowed glug gm gn go goes going gold goldfish gone gonna goo good goodbye goodnight got grab great
green grew grey groove groovy gross ground growing growling grown grr grubby grumble grumbling grumpy guess
guessed guessing guilty gulp gummy gwumble ha had haha hahaha hair haircuts half hand hands hang hanging
happen happened happens happier happiest happiness happy hard hardly has hasn't hat hatch hatched hatching
have haven't having he head health healthy hear heard hearing heart heavy hedgehog hedgehogs hee heh hehe
hehehe held hello help helped her here here's hers herself hewwo hey hi hic hiccup hid hide hides hiding high
higher hihihi hii hill him himself hip his hiya hmm hmph hold holds hole holes home honest honestly hoo hooray
hop hope hoping hoppy hops hopscotch hours house how how'd hug huge hugging hugs huh hum hummed humming humph
hundred hungry hungy hurt hurts hush hyped hyper i i'd i'll i'm i've icky idea idk if ig igloos ill impressed
in inside interesting internet into invisible is ish isn't it it's its jam join joke jokes joking joy joyful
judge juice jump jumped jumping jumpy just k kangaroo karate keep keeping kept key keys kid kind kinda kinds
kiss kite kitten knew knock know knowing known knows la labracadabrador ladybug lala landed last late later
laugh laughed laughing lazy leaf learned learning leave leaves leaving led lee left legs let let's lettuce
library lick lie life light lights like liked likes lil lined lion listen listened listening literally little
live lived lively lives living locks lol lonely long longer look looked looking looks lost lot lots loud love
loved lovely low lu luck lucky lullaby lunch lying mad made magic magician make makes making manage many map
march masterpiece math maths matter may maybe mbrellas me meal mean means medicine medium medsin meet meh
memory meows mess message messy met mhm middle might mind mine minute minutes miss missed misses mistake
mistaken misty mm mmh mmkay mo mode moment mon moo mood moody moon more mornin morning mornings most mostest
mostly moth mountain mouse moustache move moves moving much mucky mum mumble munch munched munchy mushroom
music must mwah my myself mystery nah nailed name name's named names nap napped naps nearly neat neck need
needed needle neither never new news next nibble nibbled nice nicely nicer nicest nigh night nightlight nighty
ninety ning nini no nobody noise noises nom none nonstop noo noodle nope nor nose not noted notes nothing
noticed noticing now np nuffin nuh number numbers obviously of off offer often oh ok okay okie old older olive
omg on once one ones only oof ooh oops oopsie open opens or orange other ouchie our out outside outstanding
over overcast overdue overflowing ow owie owl owls own owner page pages palm pancake pancakes paper parents
part party pass past pat pats patter paw paws peaceful peak peasy pebble pebbles pebbly peckish pee peek
peekaboo peeked peeking peeling peep penguin penguins pepper percent perfect perfectly perhaps person pet
petals pfft phew phone phones piano pic pick picked picnic picture pig pillow pink pinky pitter pizza place
play played playful playground playing plays ple please pleasure plenty plop pls pocket pockets pong poop poor
poorly pop popped pork potato pouch pouring power practice practise practising predict present presentable
pressed pretend prettiest pretty prickly prize probably problem problems program promise proud psst psychic
puddle puddles puppy purple purr push put putting puzzle pway pwease quack quacker quacks question questions
quick quickly quiet quite race raced rain rainbow raindrops rained raining rainy raising ran random rather
rawr reached read reading ready real really recently red reek refreshed regret remember remembered remembering
remembers rest rested resting riddle right rise rn road roar roaring robot rocked rocket rode roll rolled romp
room rooting rough round row rub rubbed rude rug rules rumble rumbles rumbling rumbly run running runs sad
sadly safe said sailed salt same sat save saved saving saw say saying says scarecrow scared scares scary
school schools scientist screen screens scribble scrub scrubbed scruffy search searching secret see seek seem
seen send sending sense serious seriously service set shadow shake shall she sheep sheet shelf shell shh shine
shines shiniest shining shiny shop short should show showed shower shriek shushed shut shy sick sillier
silliest silly simon simply sing singing single sisters sit sits sitting sized sketch skies skip sky slap
slaps sleep sleeping sleepy sleepyhead slept slide slightly slipped slow slowly slump small smart smell
smelled smells smelly smile smiles smiling smol smudge smudges snack snacks snacky snail snailor snails sneeze
sneezed sniff sniffle sniffly snooze snoozy snore snow snowflakes snowing snowman snowy snuggle snuggles so
sock socks soft softly solid some someone something sometime sometimes song songs soo soon soothing sorry sort
sound sounds soup south sowwy space sparkle sparkling sparkly special spider spiders spin spinning spinny
splash splashed splashy splish sponge spot spotless spun spwash spy squeaky squeeze squish stage stand star
stars start started starting starts starving stay stayed steadily step stick still stink stinker stinky
stomach stomp stone stop stories storm story straight strawberries strawberry stretch stroll strong stuck
stuff stuffed stung such sucks suits sum summer sums sun sun's sunny sunset sunshine sup super superstar sure
surprise surprised surprises swamp sway swaying sweep sweepy sweet swept swish syrup ta table tag tail take
takes talk talked talking talks tall tank tap tapping tasted tastes tasting tasty taught tbh tea teach teacher
team tech techy teddy tee teehee teen teeny teeth tell teller telling ten terrible terribly than thank thanks
that that's the their them then there there's thesaurus these they thick thing things think thinker thinking
this tho thoroughly though thought thoughtful thoughts three thrilled through throw thumb thunder thunderwear
tick tickle tickled tickles tidy tight time times tiniest tiny tip tired tiwed to tock today toddle toes
toffee together token tokenling tokenlings told tomorrow tonight too took top toss totally touch touched towel
tower town toy tra trail train treasure treasures treats tree trees trick tricky tried tripped trot trouble
truck true truly trust try trying tuck tum tummies tummy tummy's tune turn turning tweedle twenty twice
twinkle twinkled twirl twirly two type types ugh uh um umbrella under understand understood untidy until
unwell up upon us use used usual utterly vegetable vent very vibe vibes view visit visited vocabulary voice
voices waah wafer wah waist wait waited waiting wake wakey waking walk walked walking walks wall walls wanna
want wanted wants warm warms was wash washed wasn't watch watched watches watching water wave waved waving way
we we'll we're wear wearing weather wee weird weirdly welcome well went were weren't wet wetter wha what
what's whatever whee wheels when where where's whiffy while whirly whisper whispering white who who's whoa
whole whoosh why wide wifi wiggle wiggles wiggling wiggly wiggy wild will win wind wind's winding window
windows windowsill windy winning wiped wired wise wish wished wishes wishing with without wobble wobbly woke
won won't wonder wonderful wonderfully woo woof woohoo word words work works world worn worried worries worry
worse worst would wouldn't wow wrapped write written wrong wrote ya yaawn yaay yarn yawn yawning yawny yawwn
yay yeah years yelling yellow yep yes yesterday yesterdays yet yew yippee yo you you'd you'll you're you've
young your yours yourself yuck yucky yum yummy zero zippy zoom zoomed zoomy zz
`.split(/\s+/).filter(Boolean);
