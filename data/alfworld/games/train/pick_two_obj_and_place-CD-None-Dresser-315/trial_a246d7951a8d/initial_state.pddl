(define (problem plan_trial_a246d7951a8d)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        CD_bar__minus_03_dot_71_bar__plus_00_dot_72_bar__minus_03_dot_96 - object
        CD_bar__minus_00_dot_77_bar__plus_00_dot_09_bar__minus_03_dot_57 - object
        Pillow_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__minus_01_dot_27 - object
        Pillow_bar__minus_02_dot_76_bar__plus_00_dot_05_bar__minus_01_dot_01 - object
        CreditCard_bar__minus_03_dot_75_bar__plus_00_dot_91_bar__minus_04_dot_08 - object
        CreditCard_bar__minus_03_dot_52_bar__plus_00_dot_34_bar__minus_03_dot_27 - object
        Mug_bar__minus_00_dot_30_bar__plus_00_dot_40_bar__minus_04_dot_23 - object
        Laptop_bar__minus_02_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_10 - object
        Pen_bar__minus_00_dot_74_bar__plus_00_dot_07_bar__minus_04_dot_28 - object
        KeyChain_bar__minus_03_dot_88_bar__plus_00_dot_73_bar__minus_03_dot_79 - object
        Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18 - receptacle
        CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99 - receptacle
        DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03 - receptacle
        Drawer_bar__minus_00_dot_50_bar__plus_00_dot_06_bar__minus_03_dot_80 - receptacle
        Drawer_bar__minus_00_dot_50_bar__plus_00_dot_22_bar__minus_03_dot_80 - receptacle
        Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_03_dot_28 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_04_dot_07 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_29_bar__minus_03_dot_28 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_29_bar__minus_04_dot_07 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_49_bar__minus_03_dot_28 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_49_bar__minus_04_dot_07 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_03_dot_28 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_87_bar__minus_03_dot_28 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_87_bar__minus_04_dot_07 - receptacle
        Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68 - receptacle
        GarbageCan_bar__minus_03_dot_06_bar__plus_00_dot_85_bar__minus_03_dot_06 - receptacle
        loc_bar__minus_10_bar__minus_14_bar_3_bar_30 - location
        loc_bar__minus_10_bar__minus_16_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_11_bar__minus_16_bar_0_bar_30 - location
        loc_bar__minus_12_bar__minus_12_bar_2_bar_15 - location
        loc_bar__minus_12_bar__minus_13_bar_0_bar_30 - location
        loc_bar__minus_12_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_12_bar__minus_16_bar_0_bar_30 - location
        loc_bar__minus_12_bar__minus_16_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_15_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_11_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_14_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_15_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_15_bar_3_bar_30 - location
    )
(:init
        (receptacleType Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18 BedType)
        (receptacleAtLocation Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18 loc_bar__minus_12_bar__minus_13_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99 loc_bar__minus_3_bar__minus_12_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03 loc_bar__minus_4_bar__minus_12_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_50_bar__plus_00_dot_06_bar__minus_03_dot_80 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_50_bar__plus_00_dot_06_bar__minus_03_dot_80 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_50_bar__plus_00_dot_06_bar__minus_03_dot_80)
        (receptacleType Drawer_bar__minus_00_dot_50_bar__plus_00_dot_22_bar__minus_03_dot_80 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_50_bar__plus_00_dot_22_bar__minus_03_dot_80 loc_bar__minus_3_bar__minus_10_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_50_bar__plus_00_dot_22_bar__minus_03_dot_80)
        (receptacleType Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80 loc_bar__minus_4_bar__minus_11_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_03_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_03_dot_28 loc_bar__minus_8_bar__minus_11_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_03_dot_28)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_04_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_04_dot_07 loc_bar__minus_8_bar__minus_14_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_04_dot_07)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_29_bar__minus_03_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_29_bar__minus_03_dot_28 loc_bar__minus_9_bar__minus_15_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_29_bar__minus_03_dot_28)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_29_bar__minus_04_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_29_bar__minus_04_dot_07 loc_bar__minus_8_bar__minus_15_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_29_bar__minus_04_dot_07)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_49_bar__minus_03_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_49_bar__minus_03_dot_28 loc_bar__minus_11_bar__minus_16_bar_0_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_49_bar__minus_03_dot_28)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_49_bar__minus_04_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_49_bar__minus_04_dot_07 loc_bar__minus_11_bar__minus_12_bar_2_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_49_bar__minus_04_dot_07)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_03_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_03_dot_28 loc_bar__minus_10_bar__minus_14_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_03_dot_28)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07 loc_bar__minus_10_bar__minus_16_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_87_bar__minus_03_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_87_bar__minus_03_dot_28 loc_bar__minus_12_bar__minus_16_bar_0_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_87_bar__minus_03_dot_28)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_87_bar__minus_04_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_87_bar__minus_04_dot_07 loc_bar__minus_12_bar__minus_13_bar_2_bar_30)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_87_bar__minus_04_dot_07)
        (receptacleType Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68 DresserType)
        (receptacleAtLocation Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68 loc_bar__minus_12_bar__minus_16_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_03_dot_06_bar__plus_00_dot_85_bar__minus_03_dot_06 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_03_dot_06_bar__plus_00_dot_85_bar__minus_03_dot_06 loc_bar__minus_12_bar__minus_12_bar_2_bar_15)
        (objectType CD_bar__minus_03_dot_71_bar__plus_00_dot_72_bar__minus_03_dot_96 CDType)
        (inReceptacle CD_bar__minus_03_dot_71_bar__plus_00_dot_72_bar__minus_03_dot_96 Drawer_bar__minus_03_dot_62_bar__plus_00_dot_49_bar__minus_04_dot_07)
        (objectAtLocation CD_bar__minus_03_dot_71_bar__plus_00_dot_72_bar__minus_03_dot_96 loc_bar__minus_11_bar__minus_12_bar_2_bar_30)
        (pickupable CD_bar__minus_03_dot_71_bar__plus_00_dot_72_bar__minus_03_dot_96)
        (objectType CD_bar__minus_00_dot_77_bar__plus_00_dot_09_bar__minus_03_dot_57 CDType)
        (inReceptacle CD_bar__minus_00_dot_77_bar__plus_00_dot_09_bar__minus_03_dot_57 Drawer_bar__minus_00_dot_50_bar__plus_00_dot_06_bar__minus_03_dot_80)
        (objectAtLocation CD_bar__minus_00_dot_77_bar__plus_00_dot_09_bar__minus_03_dot_57 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (pickupable CD_bar__minus_00_dot_77_bar__plus_00_dot_09_bar__minus_03_dot_57)
        (objectType Pillow_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__minus_01_dot_27 PillowType)
        (inReceptacle Pillow_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__minus_01_dot_27 Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18)
        (objectAtLocation Pillow_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__minus_01_dot_27 loc_bar__minus_12_bar__minus_13_bar_0_bar_30)
        (pickupable Pillow_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__minus_01_dot_27)
        (objectType Pillow_bar__minus_02_dot_76_bar__plus_00_dot_05_bar__minus_01_dot_01 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_76_bar__plus_00_dot_05_bar__minus_01_dot_01 Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18)
        (objectAtLocation Pillow_bar__minus_02_dot_76_bar__plus_00_dot_05_bar__minus_01_dot_01 loc_bar__minus_12_bar__minus_13_bar_0_bar_30)
        (pickupable Pillow_bar__minus_02_dot_76_bar__plus_00_dot_05_bar__minus_01_dot_01)
        (objectType CreditCard_bar__minus_03_dot_75_bar__plus_00_dot_91_bar__minus_04_dot_08 CreditCardType)
        (inReceptacle CreditCard_bar__minus_03_dot_75_bar__plus_00_dot_91_bar__minus_04_dot_08 Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07)
        (objectAtLocation CreditCard_bar__minus_03_dot_75_bar__plus_00_dot_91_bar__minus_04_dot_08 loc_bar__minus_10_bar__minus_16_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_03_dot_75_bar__plus_00_dot_91_bar__minus_04_dot_08)
        (objectType CreditCard_bar__minus_03_dot_52_bar__plus_00_dot_34_bar__minus_03_dot_27 CreditCardType)
        (inReceptacle CreditCard_bar__minus_03_dot_52_bar__plus_00_dot_34_bar__minus_03_dot_27 Drawer_bar__minus_03_dot_62_bar__plus_00_dot_29_bar__minus_03_dot_28)
        (objectAtLocation CreditCard_bar__minus_03_dot_52_bar__plus_00_dot_34_bar__minus_03_dot_27 loc_bar__minus_9_bar__minus_15_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_03_dot_52_bar__plus_00_dot_34_bar__minus_03_dot_27)
        (objectType Mug_bar__minus_00_dot_30_bar__plus_00_dot_40_bar__minus_04_dot_23 MugType)
        (inReceptacle Mug_bar__minus_00_dot_30_bar__plus_00_dot_40_bar__minus_04_dot_23 CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99)
        (objectAtLocation Mug_bar__minus_00_dot_30_bar__plus_00_dot_40_bar__minus_04_dot_23 loc_bar__minus_3_bar__minus_12_bar_2_bar_30)
        (cleanable Mug_bar__minus_00_dot_30_bar__plus_00_dot_40_bar__minus_04_dot_23)
        (heatable Mug_bar__minus_00_dot_30_bar__plus_00_dot_40_bar__minus_04_dot_23)
        (coolable Mug_bar__minus_00_dot_30_bar__plus_00_dot_40_bar__minus_04_dot_23)
        (pickupable Mug_bar__minus_00_dot_30_bar__plus_00_dot_40_bar__minus_04_dot_23)
        (isReceptacleObject Mug_bar__minus_00_dot_30_bar__plus_00_dot_40_bar__minus_04_dot_23)
        (objectType Laptop_bar__minus_02_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_10 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_10 Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18)
        (objectAtLocation Laptop_bar__minus_02_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_10 loc_bar__minus_12_bar__minus_13_bar_0_bar_30)
        (pickupable Laptop_bar__minus_02_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_10)
        (objectType Pen_bar__minus_00_dot_74_bar__plus_00_dot_07_bar__minus_04_dot_28 PenType)
        (inReceptacle Pen_bar__minus_00_dot_74_bar__plus_00_dot_07_bar__minus_04_dot_28 DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03)
        (objectAtLocation Pen_bar__minus_00_dot_74_bar__plus_00_dot_07_bar__minus_04_dot_28 loc_bar__minus_4_bar__minus_12_bar_2_bar_30)
        (pickupable Pen_bar__minus_00_dot_74_bar__plus_00_dot_07_bar__minus_04_dot_28)
        (objectType KeyChain_bar__minus_03_dot_88_bar__plus_00_dot_73_bar__minus_03_dot_79 KeyChainType)
        (inReceptacle KeyChain_bar__minus_03_dot_88_bar__plus_00_dot_73_bar__minus_03_dot_79 Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07)
        (objectAtLocation KeyChain_bar__minus_03_dot_88_bar__plus_00_dot_73_bar__minus_03_dot_79 loc_bar__minus_10_bar__minus_16_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_03_dot_88_bar__plus_00_dot_73_bar__minus_03_dot_79)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain CoffeeTableType CDType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType MugType)
        (canContain CoffeeTableType PenType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PenType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DresserType CDType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (atLocation agent1 loc_bar__minus_3_bar__minus_15_bar_2_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CDType)
                                    (receptacleType ?r DresserType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CDType)
                                            (receptacleType ?r DresserType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            